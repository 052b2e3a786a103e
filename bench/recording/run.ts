/**
 * Recording benchmark (issue 4): how many 128 kbps MP3 stations one recorder holds with no gap,
 * its CPU and memory per station, and how long after a segment ends its row and its waveform
 * are visible. Prints figures; asserts nothing.
 *
 *   node --import tsx bench/recording/run.ts --stations 100 --minutes 10 [--segment-seconds 30]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { run as runFfmpeg } from '@antena/media';
import { pino } from 'pino';
import { loadConfig } from '../../apps/server/src/config';
import type { Context } from '../../apps/server/src/context';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db';
import { clients, stationGaps, stations } from '../../apps/server/src/db/schema';
import { jobs } from '../../apps/server/src/jobs/jobs';
import { startQueue } from '../../apps/server/src/jobs/queue';
import { startRecorder } from '../../apps/server/src/recorder/recorder';
import { LocalDiskStorage } from '../../apps/server/src/storage/local-disk.storage';
import { Latencies } from './latencies';
import { machineCpu, usage } from './process-stats';

const { values } = parseArgs({
  options: {
    stations: { type: 'string', default: '100' },
    minutes: { type: 'string', default: '10' },
    'segment-seconds': { type: 'string', default: '30' },
    // Overrides the segment.process job's localConcurrency, to measure a change before making it.
    'worker-concurrency': { type: 'string' },
  },
});
const stationCount = Number(values.stations);
const minutes = Number(values.minutes);
const segmentSeconds = Number(values['segment-seconds']);
const say = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function startStreamServer(file: string): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'stream-server.ts'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const line = await new Promise<string>((resolve) => lines.once('line', resolve));
  lines.close();
  return { port: Number(line), child };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'antena-bench-recording-'));
say(
  `Recording benchmark: ${stationCount} stations, ${minutes} min, ${segmentSeconds} s segments, ${cpus().length} cores`,
);
say(`DATA_DIR ${dataDir}`);

// One minute of a 128 kbps CBR tone without ID3 or Xing header, so it loops on a frame boundary.
const mp3 = path.join(dataDir, 'source.mp3');
await runFfmpeg('ffmpeg', [
  ...['-nostdin', '-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i'],
  'sine=frequency=440:beep_factor=4:sample_rate=44100:duration=60',
  ...['-c:a', 'libmp3lame', '-b:a', '128k', '-write_xing', '0', '-id3v2_version', '0', mp3],
]);
const streams = await startStreamServer(mp3);

const config = loadConfig({
  ...process.env,
  ANTENA_ENV: 'development',
  AUTH_MODE: 'mock',
  DATA_DIR: dataDir,
  SEGMENT_SECONDS: String(segmentSeconds),
  RECORDER_MAX_STATIONS: String(stationCount),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
const database = await openDatabase({ pgliteDir: config.dbDir, sharedBuffers: config.PGLITE_SHARED_BUFFERS });
await migrateDatabase(database);
const log = pino({ level: config.LOG_LEVEL });
const storage = new LocalDiskStorage(config.mediaDir, config.publicUrl, 'bench-signing-key');
const processJob = jobs['segment.process'];
const registry = values['worker-concurrency']
  ? {
      ...jobs,
      'segment.process': {
        ...processJob,
        work: { ...processJob.work, localConcurrency: Number(values['worker-concurrency']) },
      },
    }
  : jobs;
say(`Waveform worker: ${JSON.stringify(registry['segment.process'].work)}`);
const queue = await startQueue({ connectionString: database.connectionString, registry, log });
const ctx: Context = { config, database, db: database.db, log, storage, queue };
await queue.work(ctx);

const [client] = await database.db.insert(clients).values({ name: 'Bench', slug: 'bench' }).returning();
await database.db.insert(stations).values(
  Array.from({ length: stationCount }, (_, index) => ({
    clientId: client!.id,
    slug: `bench-${index}`,
    name: `Bench ${index}`,
    format: 'mp3' as const,
    streamUrl: `http://127.0.0.1:${streams.port}/station-${index}`,
  })),
);

const latencies = new Latencies(database.db);
const startUsage = usage();
const startMachine = machineCpu();
const startedAt = Date.now();
const recorder = await startRecorder(ctx);
say(`Recorder ${recorder.id} holds ${recorder.stations().length} stations`);

let peakRss = 0;
const endAt = startedAt + minutes * 60_000;
let nextReport = startedAt + 60_000;
while (Date.now() < endAt) {
  await latencies.poll();
  const now = usage();
  peakRss = Math.max(peakRss, now.nodeRssBytes + now.captureRssBytes);
  if (Date.now() >= nextReport) {
    nextReport += 60_000;
    say(
      `  ${Math.round((Date.now() - startedAt) / 60_000)} min: ${latencies.count} segments, ${now.captures} captures`,
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const endUsage = usage();
const endMachine = machineCpu();
const elapsed = (Date.now() - startedAt) / 1000;
await recorder.stop();
// Segments finished by the stop, and their waveforms, still count.
const drainUntil = Date.now() + 15_000;
while (Date.now() < drainUntil && latencies.pendingWaveforms > 0) {
  await latencies.poll();
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const gaps = await database.db.select().from(stationGaps);
const continuity = await latencies.continuity(segmentSeconds * 1000);
const core = (seconds: number) => `${((seconds / elapsed) * 100).toFixed(1)}%`;
const perStation = (seconds: number) => `${((seconds / elapsed / stationCount) * 100).toFixed(2)}%`;
const nodeCpu = endUsage.nodeCpu - startUsage.nodeCpu;
const captureCpu = endUsage.captureCpu - startUsage.captureCpu;
const endedCpu = endUsage.endedChildrenCpu - startUsage.endedChildrenCpu;
const total = nodeCpu + captureCpu + endedCpu;
const row = latencies.rowDelays();
const waveform = latencies.waveformDelays();

say('');
say(
  `Stations recorded with no gap: ${continuity.withoutGap}/${stationCount} (station_gaps rows: ${gaps.length}, discontinuities: ${continuity.breaks}, stations with no segment: ${continuity.empty})`,
);
say(`Segments: ${latencies.count} (${(latencies.count / stationCount).toFixed(1)} a station)`);
say(`CPU, % of one core over ${Math.round(elapsed)} s: total ${core(total)} = ${perStation(total)} a station`);
say(
  `  captures (ffmpeg, stream copy) ${core(captureCpu)}, node (recorder, PGlite, worker) ${core(nodeCpu)}, waveform ffmpeg runs ${core(endedCpu)}`,
);
say(
  `  whole machine busy: ${(((endMachine.busy - startMachine.busy) / (endMachine.total - startMachine.total)) * 100).toFixed(0)}% of ${cpus().length} cores`,
);
say(
  `Memory: node ${mb(endUsage.nodeRssBytes)}, captures ${mb(endUsage.captureRssBytes)} (${mb(endUsage.captureRssBytes / Math.max(1, endUsage.captures))} each), peak total ${mb(peakRss)}`,
);
say(`Segment end → row visible: median ${row.median} ms, p95 ${row.p95} ms, max ${row.max} ms`);
say(
  `Segment end → waveform visible: median ${waveform.median} ms, p95 ${waveform.p95} ms, max ${waveform.max} ms (${latencies.pendingWaveforms} never)`,
);

await queue.stop();
streams.child.kill();
await database.close();
await rm(dataDir, { recursive: true, force: true });
process.exit(0);
