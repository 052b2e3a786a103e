/**
 * The one range export (spec 02 section 7) behind the recording exports and Quick Share: the
 * segments that cover [from, to), read by ffmpeg from the store as it goes (stored-input.ts, never
 * copied to disk), joined by an ffconcat list that trims the first and last, and cut exactly (never rounded to segments). Gaps inside
 * the range are left out, so an export holds only what aired and was recorded. A download and a
 * Quick Share clip are cut into a file, sent with its length (and, where kept, byte ranges);
 * playback streams the cut as ffmpeg writes it.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { audioExportArgs, concatList, run, videoExportArgs, type ConcatPiece } from '@antena/media';
import type { FastifyBaseLogger } from 'fastify';
import type { Context } from '../../context';
import { ffmpegStream, type StreamExit } from './media-process';
import { segmentsInRange, type SegmentRow } from './segments.service';
import { serveObjects } from './stored-input';

export type RangeExportFormat = 'mp3' | 'aac' | 'mp4' | 'ts';

export const EXPORT_CONTENT_TYPES: Record<RangeExportFormat, string> = {
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
  mp4: 'video/mp4',
  ts: 'video/mp2t',
};

export interface RangeExport {
  file: string;
  size: number;
  /** Whether recorded segments reached the range's end: a later cut of an open range holds more. */
  complete: boolean;
  /** Removes the file and its temporary folder; safe to call more than once. */
  dispose(): Promise<void>;
}

/** What a station's export is: its own audio codec, or MP4 (or TS when asked) for video. */
export function rangeExportFormat(stationFormat: string, video?: 'mp4' | 'ts'): RangeExportFormat {
  if (stationFormat === 'mpegts') return video ?? 'mp4';
  return stationFormat === 'mp3' ? 'mp3' : 'aac';
}

/** Each segment's part of [from, to), in seconds into its file. */
export function exportPieces(rows: SegmentRow[], from: number, to: number, files: string[]): ConcatPiece[] {
  return rows.map((row, index) => ({
    file: files[index]!,
    ...(from > row.startTs ? { inpointSeconds: (from - row.startTs) / 1000 } : {}),
    ...(to < row.endTs ? { outpointSeconds: (to - row.startTs) / 1000 } : {}),
  }));
}

/** Seconds of recording in [from, to): the range less its gaps. */
export const recordedSeconds = (rows: SegmentRow[], from: number, to: number): number =>
  rows.reduce((sum, row) => sum + Math.min(to, row.endTs) - Math.max(from, row.startTs), 0) / 1000;

function exportArgs(rows: SegmentRow[], from: number, to: number, files: string[], format: RangeExportFormat) {
  const pieces = exportPieces(rows, from, to, files);
  if (format === 'mp3' || format === 'aac') {
    return { pieces, args: (list: string, out: string) => audioExportArgs(list, format, out) };
  }
  // Seeking into MPEG-TS loses the frames up to the next keyframe: the first piece is read whole
  // and its decoded frames trimmed instead.
  const [first, ...rest] = pieces;
  const { inpointSeconds, ...whole } = first!;
  return {
    pieces: [whole, ...rest],
    args: (list: string, out: string) =>
      videoExportArgs(list, format, {
        startSeconds: inpointSeconds ?? 0,
        durationSeconds: recordedSeconds(rows, from, to),
        destination: out,
      }),
  };
}

/** The covering segments served to ffmpeg with their ffconcat list; null when none. */
async function prepare(
  ctx: Pick<Context, 'db' | 'storage'>,
  stationId: string,
  { from, to }: { from: number; to: number },
  format: RangeExportFormat,
) {
  const rows = await segmentsInRange(ctx.db, stationId, from, to);
  if (rows.length === 0) return null;
  const served = await serveObjects(
    ctx.storage,
    rows.map((row) => row.storageKey),
  );
  const { pieces, args } = exportArgs(rows, from, to, served.urls, format);
  const list = served.serveText('list.ffconcat', concatList(pieces));
  return { served, complete: rows.at(-1)!.endTs >= to, args: (out: string) => args(list, out) };
}

/**
 * Cuts [from, to) of a station into a temporary file; null when nothing was recorded there. An
 * aborted `signal` (the client went away) stops ffmpeg. ffmpeg's failure rejects with its reason.
 */
export async function renderRangeExport(
  ctx: Pick<Context, 'db' | 'storage'>,
  stationId: string,
  range: { from: number; to: number },
  format: RangeExportFormat,
  signal?: AbortSignal,
): Promise<RangeExport | null> {
  const prepared = await prepare(ctx, stationId, range, format);
  if (!prepared) return null;
  const { served, complete, args } = prepared;
  try {
    // The cut's own file: the only local bytes of an export.
    const dir = await mkdtemp(path.join(tmpdir(), 'antena-export-'));
    const dispose = () => rm(dir, { recursive: true, force: true });
    try {
      const file = path.join(dir, `export.${format}`);
      await run('ffmpeg', args(file), { signal });
      // ffmpeg ends a cut where a read from the store failed, as if the range ended there.
      const failure = served.failure();
      if (failure) throw failure;
      const { size } = await stat(file);
      return { file, size, complete, dispose };
    } catch (error) {
      await dispose();
      throw error;
    }
  } finally {
    await served.close();
  }
}

/**
 * The same cut streamed as ffmpeg writes it, for playback, which must start at once (MP4 is then
 * fragmented); null when nothing was recorded. A reader that goes away stops ffmpeg and is
 * logged at info; only ffmpeg's own failure is an error.
 */
export async function streamRangeExport(
  ctx: Pick<Context, 'db' | 'storage'>,
  stationId: string,
  range: { from: number; to: number },
  format: RangeExportFormat,
  log: FastifyBaseLogger,
): Promise<Readable | null> {
  const prepared = await prepare(ctx, stationId, range, format);
  if (!prepared) return null;
  const { served } = prepared;
  const onExit = ({ code, stderrTail, readerGone }: StreamExit) => {
    void served.close();
    if (readerGone) log.info('export abandoned: the client closed the connection');
    else if (code !== 0) log.error({ code, stderr: stderrTail }, 'export failed');
  };
  return ffmpegStream(prepared.args('pipe:1'), onExit, { failure: served.failure });
}
