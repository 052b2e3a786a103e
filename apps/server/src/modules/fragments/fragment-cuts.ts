/**
 * A fragment's chunks as ffmpeg reads them: each chunk's recorded segments listed (ffconcat) with
 * the chunk's in and out points and read from the store as ffmpeg goes (stored-input.ts, never
 * copied to disk). The media render and fragment transcription both start here, so their
 * timelines are the same.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { concatList, type ChunkCut } from '@antena/media';
import type { Context } from '../../context';
import { exportPieces, recordedSeconds } from '../segments/range-export';
import { segmentsInRange, type SegmentRow } from '../segments/segments.service';
import { serveObjects } from '../segments/stored-input';
import type { FragmentRow } from './fragment-dto';

export interface FragmentCuts {
  /** An empty local folder for what ffmpeg writes. */
  dir: string;
  /** Each chunk's list, served (`listFile` is its URL) until `dispose`. */
  cuts: ChunkCut[];
  /** Each chunk with the segments it was cut from. */
  recorded: { chunk: FragmentRow['chunks'][number]; rows: SegmentRow[] }[];
  /**
   * Stops serving and removes the folder; then rejects when a segment could not be read from the
   * store meanwhile, so a render or transcription made from a cut short fails.
   */
  dispose(): Promise<void>;
}

/** Throws when a chunk's recording is no longer stored (retention removed it). */
export async function cutFragment(ctx: Pick<Context, 'db' | 'storage'>, fragment: FragmentRow): Promise<FragmentCuts> {
  const recorded = [];
  for (const [index, chunk] of fragment.chunks.entries()) {
    const rows = await segmentsInRange(ctx.db, fragment.stationId, chunk.from, chunk.to);
    if (rows.length === 0) throw new Error(`The recording of chunk ${index + 1} is no longer stored`);
    recorded.push({ chunk, rows });
  }
  const served = await serveObjects(
    ctx.storage,
    recorded.flatMap(({ rows }) => rows.map((row) => row.storageKey)),
  );
  const cuts: ChunkCut[] = [];
  let listed = 0;
  for (const [index, { chunk, rows }] of recorded.entries()) {
    const pieces = exportPieces(rows, chunk.from, chunk.to, served.urls.slice(listed, listed + rows.length));
    listed += rows.length;
    // Seeking into MPEG-TS loses the frames up to the next keyframe: a video chunk's first
    // piece is read whole and its decoded frames trimmed instead (as range exports do).
    const video = rows[0]!.format === 'mpegts';
    const startSeconds = video ? (pieces[0]!.inpointSeconds ?? 0) : 0;
    if (video) delete pieces[0]!.inpointSeconds;
    const listFile = served.serveText(`chunk-${index}.ffconcat`, concatList(pieces));
    cuts.push({ listFile, startSeconds, durationSeconds: recordedSeconds(rows, chunk.from, chunk.to) });
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'antena-fragment-')).catch(async (error: unknown) => {
    await served.close();
    throw error;
  });
  const dispose = async () => {
    await served.close();
    await rm(dir, { recursive: true, force: true });
    // ffmpeg ends a chunk where a read from the store failed, as if it ended there: what was made
    // from it must not be kept.
    const failure = served.failure();
    if (failure) throw failure;
  };
  return { dir, cuts, recorded, dispose };
}
