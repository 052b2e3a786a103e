/**
 * Backfill: N hours of past segments for a station, generated as fast as ffmpeg can (for demos,
 * tests and benchmarks). The station's generated source is used when it has one, otherwise a
 * demo source of its format; segments end where the station's recording begins (or now), on
 * segment boundaries, and get their waveform and thumbnails at once.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { captureArgs, DEMO_SOURCES, isDemoSource, run } from '@antena/media';
import { asc, eq } from 'drizzle-orm';
import type { StationRow } from '../access/station-access';
import type { Context } from '../context';
import { segments } from '../db/schema';
import { processSegment } from '../modules/segments/segment-processing';
import { registerSegment } from '../modules/segments/segment-registry';

/** The capture arguments without real-time pacing or clock alignment, limited to `seconds`. */
function generationArgs(
  source: string,
  station: StationRow,
  outputDir: string,
  segmentSeconds: number,
  seconds: number,
  demoTalkTrack: string | undefined,
) {
  const args = captureArgs({
    streamUrl: source,
    format: station.format,
    outputDir,
    segmentSeconds,
    demoTalkTrack,
  }).filter((arg) => arg !== '-re');
  const clock = args.indexOf('-segment_atclocktime');
  if (clock >= 0) args.splice(clock, 2);
  args.splice(args.length - 1, 0, '-t', String(seconds));
  return args;
}

export async function backfillStation(
  ctx: Pick<Context, 'db' | 'storage' | 'log'>,
  station: StationRow,
  options: {
    hours: number;
    segmentSeconds: number;
    endTs?: number;
    /** The demo talk track (seed/demo-talk.ts), mixed in when the source is the demo radio's. */
    demoTalkTrack?: string;
  },
): Promise<number> {
  const segmentMs = options.segmentSeconds * 1000;
  const [first] = await ctx.db
    .select({ startTs: segments.startTs })
    .from(segments)
    .where(eq(segments.stationId, station.id))
    .orderBy(asc(segments.startTs))
    .limit(1);
  const endTs = Math.floor((options.endTs ?? first?.startTs ?? Date.now()) / segmentMs) * segmentMs;
  const count = Math.round((options.hours * 3_600_000) / segmentMs);
  const source =
    station.streamUrl && isDemoSource(station.streamUrl)
      ? station.streamUrl
      : station.format === 'mpegts'
        ? DEMO_SOURCES.video
        : DEMO_SOURCES.audio;
  const dir = await mkdtemp(path.join(tmpdir(), 'antena-backfill-'));
  try {
    const seconds = count * options.segmentSeconds;
    await run('ffmpeg', generationArgs(source, station, dir, options.segmentSeconds, seconds, options.demoTalkTrack));
    // Segments end on whole codec frames, a little after each cut, so what `-t` leaves after
    // the last whole segment is a stub of a frame or two: it is no segment of its own.
    const files = (await readdir(dir))
      .filter((file) => /^\d+\./.test(file))
      .sort()
      .slice(0, count);
    const startOf = (index: number) => endTs - (files.length - index) * segmentMs;
    for (const [index, file] of files.entries()) {
      const startTs = startOf(index);
      const { id, created } = await registerSegment(
        { ...ctx, queue: undefined },
        {
          stationId: station.id,
          file: path.join(dir, file),
          startTs,
          endTs: startTs + segmentMs,
          format: station.format,
        },
      );
      if (created) await processSegment(ctx, id);
    }
    return files.length;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
