/**
 * CFR transcoding (spec 02 "CFR transcoding"): a video fragment's MP4 re-encoded at a constant
 * frame rate (the source's), for editors and platforms that refuse variable frame rates.
 * WAITING → IN_PROGRESS (percent from ffmpeg's -progress) → COMPLETED | FAILED. The output is
 * `fragments/{clientId}/{fragmentId}/cfr.mp4`, next to the fragment's media.
 */
import { createInterface } from 'node:readline';
import path from 'node:path';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { AAC_AUDIO, exitReason, H264_VIDEO, PREAMBLE, run, spawnFfmpeg } from '@antena/media';
import { featuresConfigSchema, type CfrTranscoding } from '@antena/contract';
import { and, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { UserWithRelations } from '../../access/user-record';
import type { Context } from '../../context';
import { fragments } from '../../db/schema';
import { featureNotEnabled, HttpError } from '../../http/errors';
import { serveObjects } from '../segments/stored-input';
import { findReachableFragment, mediaNotReady, type FragmentRow } from './fragment-export.service';

export const cfrKeyOf = (fragment: Pick<FragmentRow, 'clientId' | 'id'>) =>
  `fragments/${fragment.clientId}/${fragment.id}/cfr.mp4`;

export const toCfrTranscoding = (fragment: FragmentRow): CfrTranscoding => ({
  status: fragment.cfrStatus,
  percent: fragment.cfrPercent,
  error: fragment.cfrError,
});

/** How often at most the job writes its percent. */
const PROGRESS_WRITE_MS = 1_000;

export async function cfrStatus(ctx: Context, user: UserWithRelations, fragmentId: string): Promise<CfrTranscoding> {
  const { fragment } = await findReachableFragment(ctx.db, user, fragmentId);
  return toCfrTranscoding(fragment);
}

/** Starts a transcoding, or answers the one under way. */
export async function startCfr(ctx: Context, user: UserWithRelations, fragmentId: string): Promise<CfrTranscoding> {
  const { fragment, station } = await findReachableFragment(ctx.db, user, fragmentId);
  if (station.format !== 'mpegts') {
    throw new HttpError(400, 'ERR_NOT_VIDEO_STATION', 'CFR transcoding is for video stations only');
  }
  if (!featuresConfigSchema.parse(station.featuresConfig ?? {}).fragments.cfrTranscoding.enabled) {
    throw featureNotEnabled('cfrTranscoding', 'CFR transcoding is not enabled for this station');
  }
  if (fragment.mediaStatus !== 'READY' || !fragment.mediaKeys.video) throw mediaNotReady();
  const [started] = await ctx.db
    .update(fragments)
    .set({ cfrStatus: 'WAITING', cfrPercent: 0, cfrError: null, updatedAt: new Date() })
    .where(
      and(
        eq(fragments.id, fragment.id),
        or(isNull(fragments.cfrStatus), notInArray(fragments.cfrStatus, ['WAITING', 'IN_PROGRESS'])),
      ),
    )
    .returning();
  if (!started) return toCfrTranscoding(fragment);
  if (ctx.queue) await ctx.queue.send('fragments.cfr-transcode', { fragmentId: fragment.id });
  else await runCfrTranscoding(ctx, fragment.id);
  const [now] = await ctx.db.select().from(fragments).where(eq(fragments.id, fragment.id));
  return toCfrTranscoding(now!);
}

/** The source's frame rate as ffmpeg reads it (`25/1`), and its duration in seconds. */
export async function videoTiming(file: string): Promise<{ rate: string; durationSeconds: number }> {
  const output = await run('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=r_frame_rate,avg_frame_rate:format=duration',
    '-of',
    'json',
    file,
  ]);
  const json = JSON.parse(output.toString()) as {
    streams?: { r_frame_rate?: string; avg_frame_rate?: string }[];
    format?: { duration?: string };
  };
  const value = (rate?: string) => {
    const [num, den] = (rate ?? '').split('/').map(Number);
    return num && den ? num / den : 0;
  };
  const stream = json.streams?.[0];
  // r_frame_rate is the stream's base rate; a variable stream may show a timebase there instead.
  const base = value(stream?.r_frame_rate);
  const rate =
    base > 0 && base <= 120
      ? stream!.r_frame_rate!
      : value(stream?.avg_frame_rate) > 0
        ? stream!.avg_frame_rate!
        : '25';
  return { rate, durationSeconds: Number(json.format?.duration) || 0 };
}

export const cfrArgs = (input: string, rate: string, output: string): string[] => [
  ...PREAMBLE,
  '-i',
  input,
  '-map',
  '0:v:0',
  '-map',
  '0:a?',
  '-fps_mode',
  'cfr',
  '-r',
  rate,
  ...H264_VIDEO,
  ...AAC_AUDIO,
  '-movflags',
  '+faststart',
  '-progress',
  'pipe:1',
  '-nostats',
  '-y',
  output,
];

/**
 * The percent a line of ffmpeg's `-progress` output tells (`out_time_us=` against the source's
 * duration), held under 100 until the file is stored; null for the other lines.
 */
export function progressPercent(line: string, durationSeconds: number): number | null {
  const micros = /^out_time_us=(\d+)$/.exec(line.trim())?.[1];
  if (!micros || durationSeconds <= 0) return null;
  return Math.round(Math.min(99, (Number(micros) / 1e6 / durationSeconds) * 100) * 10) / 10;
}

const fragmentExists = async (ctx: Context, fragmentId: string) =>
  (await ctx.db.select({ id: fragments.id }).from(fragments).where(eq(fragments.id, fragmentId))).length > 0;

/** The job: transcodes a WAITING fragment; any other state is left as it is (retries). */
export async function runCfrTranscoding(ctx: Context, fragmentId: string): Promise<void> {
  const [claimed] = await ctx.db
    .update(fragments)
    .set({ cfrStatus: 'IN_PROGRESS', cfrPercent: 0, updatedAt: new Date() })
    .where(and(eq(fragments.id, fragmentId), inArray(fragments.cfrStatus, ['WAITING'])))
    .returning();
  if (!claimed) return;
  const setProgress = (values: Partial<FragmentRow>) =>
    ctx.db
      .update(fragments)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(fragments.id, fragmentId), eq(fragments.cfrStatus, 'IN_PROGRESS')))
      .returning({ id: fragments.id });
  let served;
  let dir;
  try {
    if (!claimed.mediaKeys.video) throw new Error('The fragment has no video');
    // ffprobe and ffmpeg read the MP4 from the store over a loopback URL, seeking with byte
    // ranges to its index (stored-input.ts): only the output is a local file.
    served = await serveObjects(ctx.storage, [claimed.mediaKeys.video]);
    const input = served.urls[0]!;
    dir = await mkdtemp(path.join(tmpdir(), 'antena-cfr-'));
    const { rate, durationSeconds } = await videoTiming(input);
    const output = path.join(dir, 'cfr.mp4');
    const media = spawnFfmpeg(cfrArgs(input, rate, output));
    let lastWrite = Date.now();
    let writing = Promise.resolve();
    for await (const line of createInterface({ input: media.stdout! })) {
      const percent = progressPercent(line, durationSeconds);
      if (percent === null || Date.now() - lastWrite < PROGRESS_WRITE_MS) continue;
      lastWrite = Date.now();
      writing = writing.then(() => setProgress({ cfrPercent: percent })).then(() => undefined);
    }
    const exit = await media.exited;
    await writing;
    if (exit.code !== 0) throw new Error(exitReason(exit));
    // ffmpeg ends its output where a read from the store failed, as if the video ended there.
    const failure = served.failure();
    if (failure) throw failure;
    const key = cfrKeyOf(claimed);
    await ctx.storage.put(key, createReadStream(output));
    const kept = await setProgress({ cfrStatus: 'COMPLETED', cfrPercent: 100, cfrKey: key });
    // A fragment deleted while transcoding already had its objects deleted: this one, stored
    // after, would be named by no row. (A row that is still there keeps it: another run owns it.)
    if (kept.length === 0 && !(await fragmentExists(ctx, fragmentId))) await ctx.storage.delete(key);
  } catch (error) {
    ctx.log.warn({ err: error, fragmentId }, 'CFR transcoding failed');
    await setProgress({ cfrStatus: 'FAILED', cfrError: (error as Error).message });
  } finally {
    await served?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}
