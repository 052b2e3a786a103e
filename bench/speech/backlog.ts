/**
 * Transcription backlog benchmark (issue 18): how many segments a second continuous
 * transcription handles when the engine costs nothing, so that a real engine is the only limit.
 * A station with transcription on gets --minutes of real recorded segments (--segment-s each,
 * stored as the recorder stores them); the catch-up pass queues them as the product does
 * (`queueBacklog`), and --concurrency workers run `transcribeBatch` on each queued batch, as the
 * `transcription.transcribe-batch` job does (its localConcurrency is 2), against the protocol
 * stand-in (apps/server/test/transcription-server.ts), run as its own process on a loopback
 * port. Prints segments per second, each batch's time with the engine round trip beside the
 * pipeline's own part (ffmpeg cutting the clip, the database reads, parsing and storing the
 * rows), and the CPU each side spent: the pipeline's CPU a segment is what a busy machine cannot
 * hide, so it gives the segments a second one core handles; asserts nothing.
 *
 *   node --import tsx bench/speech/backlog.ts --minutes 60 --segment-s 30
 *   node --import tsx bench/speech/backlog.ts --minutes 30 --segment-s 10 --source demo
 *
 * --source speech (default): a programme of tone "words" (2.5 a second, 0.3 s each; the stand-in
 * names each by its pitch), so the engine answers about 150 words a minute, the rows a talk
 * station stores. --source demo: the demo station's generated audio through backfillStation (a
 * steady tone: about one word a batch, so little to parse and store).
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_SOURCES, resolveBinary } from '@antena/media';
import { count, eq } from 'drizzle-orm';
import { transcriptionRows, transcriptionSegments } from '../../apps/server/src/db/schema';
import type { JobQueue } from '../../apps/server/src/jobs/queue';
import { registerSegment } from '../../apps/server/src/modules/segments/segment-registry';
import { createEngine, type TranscriptionEngine } from '../../apps/server/src/modules/transcription/engine';
import {
  BACKLOG_PASSES,
  queueBacklog,
  transcribeBatch,
} from '../../apps/server/src/modules/transcription/transcribe-batch';
import { backfillStation } from '../../apps/server/src/recorder/backfill';
import { createClient, createStation } from '../../apps/server/test/factories';
import { createTestContext } from '../../apps/server/test/helpers';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '60' },
    'segment-s': { type: 'string', default: '30' },
    source: { type: 'string', default: 'speech' },
    concurrency: { type: 'string', default: '2' },
  },
});
const minutes = Number(values.minutes);
const segmentSeconds = Number(values['segment-s']);
const concurrency = Number(values.concurrency);
const RATE = 16_000;
const say = (line: string) => process.stdout.write(`${line}\n`);
const load = () => `${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const mean = sorted.reduce((sum, t) => sum + t, 0) / Math.max(1, sorted.length);
  return `mean ${mean.toFixed(0)} ms, median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms`;
}

/** The stand-in in its own process, so its decoding is neither in the pipeline's time nor its CPU. */
const standIn = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/transcription-server.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const standInUrl = await new Promise<string>((resolve, reject) => {
  standIn.stdout.setEncoding('utf8').once('data', (line: string) => resolve(line.trim()));
  standIn.once('exit', (code) => reject(new Error(`the stand-in exited (${code})`)));
});
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString());
/** CPU ms of a process from /proc: its own, and that of its children it has waited for (ffmpeg). */
function cpuOf(pid: number | 'self') {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ').map(Number);
  return { own: (fields[11]! + fields[12]!) * TICK_MS, children: (fields[13]! + fields[14]!) * TICK_MS };
}
const ctx = await createTestContext({
  TRANSCRIPTION_API_URL: standInUrl,
  TRANSCRIPTION_MODEL: 'stand-in',
  SEGMENT_SECONDS: String(segmentSeconds),
});
/** What the catch-up pass sends, kept for the workers below (pg-boss's part is not measured). */
const sent: { stationId: string; segmentIds: string[] }[] = [];
const queue: JobQueue = {
  send: async (_name, payload) => {
    sent.push(payload as (typeof sent)[number]);
    return String(sent.length);
  },
  work: async () => undefined,
  stop: async () => undefined,
};

/**
 * `minutes` of tone words (pitches 300 to 1000 Hz, the stand-in's vocabulary) encoded once and
 * cut into MP3 segments by ffmpeg's segment muxer, registered as the recorder registers them.
 */
async function recordSpeech(stationId: string, endTs: number): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), 'antena-bench-backlog-'));
  try {
    const pcm = Buffer.alloc(minutes * 60 * RATE * 2);
    const wordSamples = 0.3 * RATE;
    for (let word = 0; (word + 1) * 0.4 * RATE * 2 <= pcm.length; word++) {
      const hz = 300 + 100 * ((word * 7) % 8);
      const from = Math.round(word * 0.4 * RATE);
      for (let i = 0; i < wordSamples; i++)
        pcm.writeInt16LE(Math.round(16_000 * Math.sin((2 * Math.PI * hz * i) / RATE)), (from + i) * 2);
    }
    await writeFile(path.join(dir, 'in.raw'), pcm);
    execFileSync(resolveBinary('ffmpeg'), [
      ...['-v', 'error', '-f', 's16le', '-ar', String(RATE), '-ac', '1', '-i', path.join(dir, 'in.raw')],
      ...['-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'segment', '-segment_time', String(segmentSeconds)],
      path.join(dir, 'seg%05d.mp3'),
    ]);
    // After the last whole segment ffmpeg leaves a frame or two of remainder (as in backfill.ts).
    const files = (await readdir(dir))
      .filter((f) => f.startsWith('seg'))
      .sort()
      .slice(0, Math.round((minutes * 60) / segmentSeconds));
    for (const [index, file] of files.entries()) {
      const startTs = endTs - (files.length - index) * segmentSeconds * 1000;
      await registerSegment(
        { ...ctx, queue: undefined },
        { stationId, file: path.join(dir, file), startTs, endTs: startTs + segmentSeconds * 1000, format: 'mp3' },
      );
    }
    return files.length;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

say(
  `Transcription backlog benchmark: ${minutes} minutes of ${segmentSeconds} s segments (${values.source}), ${concurrency} workers`,
);
say(load());
try {
  const client = await createClient(ctx.db);
  const station = await createStation(ctx.db, client.id, {
    language: 'es',
    format: 'mp3',
    streamUrl: DEMO_SOURCES.audio,
    featuresConfig: { transcription: { enabled: true } },
  });
  // Ending three minutes ago: every batch, the lone last one too, has settled.
  const endTs = Math.floor((Date.now() - 3 * 60_000) / 60_000) * 60_000;
  let started = performance.now();
  const recorded =
    values.source === 'demo'
      ? await backfillStation(ctx, station, { hours: minutes / 60, segmentSeconds, endTs })
      : await recordSpeech(station.id, endTs);
  say(`recorded ${recorded} segments in ${seconds(performance.now() - started)} (not measured)`);

  started = performance.now();
  const batches = await queueBacklog({ ...ctx, queue }, BACKLOG_PASSES.catchUp);
  say(`catch-up pass queued ${batches} batches in ${(performance.now() - started).toFixed(0)} ms`);

  // The engine as the job builds it, timed around each call: the round trip the pipeline waits.
  const real = createEngine(ctx.config, ctx.log)!;
  const engineTimes: number[] = [];
  const engine: TranscriptionEngine = {
    ...real,
    async transcribe(file, options) {
      const begun = performance.now();
      try {
        return await real.transcribe(file, options);
      } finally {
        engineTimes.push(performance.now() - begun);
      }
    },
  };
  const batchTimes: number[] = [];
  const failures: string[] = [];
  let next = 0;
  const cpuBefore = { self: cpuOf('self'), engine: cpuOf(standIn.pid!) };
  started = performance.now();
  const worker = async () => {
    while (next < sent.length) {
      const job = sent[next++]!;
      const begun = performance.now();
      await transcribeBatch(ctx, job, engine).catch((e: Error) => failures.push(e.message));
      batchTimes.push(performance.now() - begun);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const wall = performance.now() - started;
  const cpuAfter = { self: cpuOf('self'), engine: cpuOf(standIn.pid!) };

  const [done] = await ctx.db
    .select({ n: count() })
    .from(transcriptionSegments)
    .where(eq(transcriptionSegments.status, 'DONE'));
  const rows = await ctx.db.select({ words: transcriptionRows.words }).from(transcriptionRows);
  const words = rows.reduce((sum, row) => sum + row.words.length, 0);
  const own = batchTimes.map((t, k) => t - (engineTimes[k] ?? 0));
  const engineTotal = engineTimes.reduce((sum, t) => sum + t, 0);
  const batchTotal = batchTimes.reduce((sum, t) => sum + t, 0);
  say(`measured on ${load()}`);
  say(
    `${done!.n} of ${recorded} segments transcribed (${rows.length} rows, ${words} words), ${failures.length} batches failed${failures[0] ? `: ${failures[0]}` : ''}`,
  );
  say(
    `wall ${seconds(wall)}: ${((done!.n * 1000) / wall).toFixed(2)} segments a second, ${((done!.n * segmentSeconds * 1000) / wall).toFixed(0)}x real time`,
  );
  say(`per batch (${batchTimes.length}): ${stats(batchTimes)}`);
  say(`  engine round trip (WAV upload, the stand-in's decoding, the answer parsed): ${stats(engineTimes)}`);
  say(`  the pipeline's own part (batch minus round trip): ${stats(own)}`);
  say(
    `without the engine's part: ${((done!.n * 1000 * concurrency) / Math.max(1, batchTotal - engineTotal)).toFixed(2)} segments a second with ${concurrency} workers`,
  );
  const nodeCpu = cpuAfter.self.own - cpuBefore.self.own;
  const ffmpegCpu = cpuAfter.self.children - cpuBefore.self.children;
  const engineCpu = cpuAfter.engine.own - cpuBefore.engine.own;
  const perSegment = (ms: number) => `${(ms / Math.max(1, done!.n)).toFixed(0)} ms`;
  say(
    `CPU a segment: pipeline ${perSegment(nodeCpu + ffmpegCpu)} (node: HTTP, parsing, PGlite ${perSegment(nodeCpu)}; ffmpeg ${perSegment(ffmpegCpu)}), stand-in engine ${perSegment(engineCpu)}`,
  );
  say(
    `one core of pipeline CPU handles ${((done!.n * 1000) / Math.max(1, nodeCpu + ffmpegCpu)).toFixed(1)} segments a second (${((done!.n * segmentSeconds * 1000) / Math.max(1, nodeCpu + ffmpegCpu)).toFixed(0)}x real time)`,
  );
} finally {
  await ctx.close();
  standIn.kill();
}
