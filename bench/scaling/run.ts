/**
 * Scaling benchmark (issue 32, docs/scaling.md): what one station-hour of audio and of video costs
 * when Antena runs as README's production section says: a recorder and a worker as their own
 * processes on PostgreSQL and an S3-compatible store. Per station-hour it prints the objects
 * written by kind and the store requests, the database rows and bytes per table, the WAL and
 * commits, and the CPU seconds of capture and of processing and matching. Prints; asserts nothing.
 *
 *   node --import tsx bench/scaling/run.ts [--minutes 3] [--idle-minutes 1] [--kinds idle,audio,video]
 *
 * Each kind is its own phase on the same database and store: only that demo station has a
 * source, and a fresh worker and recorder run it, so every delta belongs to one station. The
 * idle phase runs the pair with no station: what the processes cost whatever they record.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { decodeArchive, encodeArchivePack } from '@antena/fingerprint';
import { DEMO_SOURCES } from '@antena/media';
import pg from 'pg';
import { freePort } from '../../scripts/free-port.mjs';
import { startRoleProcess, type RoleProcess } from '../../apps/server/test/role-process';
import { s3Env, startS3 } from '../../apps/server/test/s3-server';
import { countingProxy, cpuDelta, databaseSnapshot, roleCpu, sourceCpuPerHour } from './measure';
import { report, type Phase } from './report';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '3' },
    'idle-minutes': { type: 'string', default: '1' },
    kinds: { type: 'string', default: 'idle,audio,video' },
    'segment-seconds': { type: 'string', default: '30' },
  },
});
const minutes = Number(values.minutes);
const segmentSeconds = Number(values['segment-seconds']);
const STATIONS = { audio: 'demo-radio', video: 'demo-tv' } as const;
const SOURCES = { audio: DEMO_SOURCES.radio, video: DEMO_SOURCES.video } as const;
const kinds = values.kinds.split(',') as Phase['kind'][];
// The jobs a new segment causes; the benchmark waits until none is left before it reads.
const SEGMENT_JOBS = ['segment.process', 'audit.match-segment', 'audit.retro-scan', 'audit.retro-scan-part'];
const BUCKET = 'antena-media';
const say = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// scripts/postgres.mjs has no type declarations; its one export is typed here.
const postgresModule = '../../scripts/postgres.mjs';
const { startPostgres } = (await import(postgresModule)) as {
  startPostgres(): Promise<{ url: string; stop(): void }>;
};

async function until(what: string, probe: () => Promise<boolean>, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`);
    await sleep(500);
  }
}

say(
  `Scaling benchmark: ${kinds.join(' then ')}, ${minutes} min a station (idle ${values['idle-minutes']}), ${segmentSeconds} s segments`,
);
say(
  `Load average at start: ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
const postgres = await startPostgres();
const store = await startS3(BUCKET);
const proxy = await countingProxy(store.endpoint);
// One data directory for all roles, as on one host: the api's seed writes the demo talk track
// there and the recorder mixes it in; media goes to the store, not here.
const dataDir = await mkdtemp(path.join(tmpdir(), 'antena-bench-scaling-'));
const db = new pg.Pool({ connectionString: postgres.url, max: 2 });
const env: Record<string, string> = {
  DATABASE_URL: postgres.url,
  ...s3Env(proxy.endpoint, BUCKET),
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEGMENT_SECONDS: String(segmentSeconds),
  SEED_DEMO: 'false',
  DEMO_PASSWORD: 'scaling-bench-password',
  // No engine is configured, so no transcription runs: its cost comes from bench/speech.
  TRANSCRIPTION_LOCAL: 'off',
};
const processes: RoleProcess[] = [];

async function startRole(name: string, roles: string, extra: Record<string, string> = {}) {
  const port = await freePort();
  const role = startRoleProcess(name, { ...env, ROLES: roles, HEALTH_PORT: String(port), ...extra });
  processes.push(role);
  await role.ready(`http://127.0.0.1:${port}/readyz`, 240_000);
  return role;
}

async function stopRole(role: RoleProcess) {
  await role.stop();
  processes.splice(processes.indexOf(role), 1);
}

const pendingJobs = async () =>
  Number(
    (
      await db.query<{ count: string }>(
        `select count(*) from pgboss.job where name = any($1) and state in ('created', 'retry', 'active')`,
        [SEGMENT_JOBS],
      )
    ).rows[0]!.count,
  );

async function runPhase(kind: Phase['kind']): Promise<Phase> {
  const slug = kind === 'idle' ? null : STATIONS[kind];
  await db.query('update stations set stream_url = case when slug = $1 then $2 else null end', [
    slug,
    kind === 'idle' ? null : SOURCES[kind],
  ]);
  const stationId = slug
    ? (await db.query<{ id: string }>('select id from stations where slug = $1', [slug])).rows[0]!.id
    : null;
  const lastSeq = async () =>
    Number(
      (
        await db.query<{ seq: string | null }>('select max(seq) as seq from segments where station_id = $1', [
          stationId,
        ])
      ).rows[0]!.seq ?? -1,
    );
  const worker = await startRole(`worker-${kind}`, 'worker');
  const recorder = await startRole(`recorder-${kind}`, 'recorder');
  if (stationId) {
    say(`${kind}: ${slug} recording; warming up (two segments and their jobs)`);
    // The first segments pay the start-up: the capture's first run, the worker's reference index.
    await until('two segments', async () => (await lastSeq()) >= 1, 180_000);
    await until('jobs done', async () => (await pendingJobs()) === 0, 120_000);
  } else {
    say('idle: a worker and a recorder with no station, for what a process costs by itself');
    await sleep(30_000);
  }

  const firstSeq = stationId ? await lastSeq() : 0;
  const before = await databaseSnapshot(db);
  const objectsBefore = store.objectSizes();
  proxy.counts.clear();
  const recorderStart = roleCpu(recorder.child.pid!);
  const workerStart = roleCpu(worker.child.pid!);
  const startedAt = Date.now();
  const measureMinutes = kind === 'idle' ? Number(values['idle-minutes']) : minutes;
  say(`${kind}: measuring for ${measureMinutes} min`);
  await sleep(measureMinutes * 60_000);

  const recorderCpu = cpuDelta(roleCpu(recorder.child.pid!), recorderStart);
  const wallSeconds = (Date.now() - startedAt) / 1000;
  // The stop registers the segment in progress; its jobs then run on the worker.
  await stopRole(recorder);
  await until('jobs done', async () => (await pendingJobs()) === 0, 180_000);
  const workerCpu = cpuDelta(roleCpu(worker.child.pid!), workerStart);
  await stopRole(worker);
  const after = await databaseSnapshot(db);

  const objects = new Map([...store.objectSizes()].filter(([key]) => !objectsBefore.has(key)));
  const recorded = await db.query<{ seconds: string; segments: string; waveform: string }>(
    `select coalesce(sum(end_ts - start_ts), 0) / 1000.0 as seconds, count(*) as segments,
            coalesce(sum(octet_length(waveform)), 0) as waveform
       from segments where station_id = $1 and seq > $2`,
    [stationId, firstSeq],
  );
  // The hourly pack is made only once an hour has ended: made here from the same archives.
  const archives = [...objects.keys()]
    .filter((key) => key.endsWith('.afpa'))
    .map((key) => decodeArchive(readFileSync(store.file(key)), key));
  const packBytes = archives.length > 0 ? encodeArchivePack(archives, { stationId }).length : 0;
  return {
    kind,
    // With no station, figures are per process-hour of the idle pair.
    stationHours: stationId ? Number(recorded.rows[0]!.seconds) / 3600 : wallSeconds / 3600,
    segments: Number(recorded.rows[0]!.segments),
    wallSeconds,
    recorder: recorderCpu,
    worker: workerCpu,
    database: { before, after },
    objects,
    packBytes,
    waveformBytes: Number(recorded.rows[0]!.waveform),
    requests: new Map(proxy.counts),
    sourceCpu: kind === 'idle' ? 0 : await sourceCpuPerHour(SOURCES[kind], 120),
  };
}

try {
  // The api seeds the demo (client, stations, the demo spots as audit audios, the talk track),
  // then leaves: serving HTTP is no part of a station-hour's cost.
  const apiPort = await freePort();
  const api = startRoleProcess('api', {
    ...env,
    ROLES: 'api',
    SEED_DEMO: 'true',
    PORT: String(apiPort),
    PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
  });
  processes.push(api);
  await api.ready(`http://127.0.0.1:${apiPort}/readyz`, 240_000);
  await stopRole(api);

  const phases: Phase[] = [];
  for (const kind of kinds) phases.push(await runPhase(kind));
  say(
    `Load average at end: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  report(phases, say);
} finally {
  await Promise.all(processes.map((p) => p.stop()));
  await db.end();
  await proxy.close();
  await store.close();
  postgres.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
