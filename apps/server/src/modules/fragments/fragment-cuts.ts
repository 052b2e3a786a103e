/**
 * A fragment's chunks as ffmpeg reads them: each chunk's recorded segments copied to a local
 * folder and listed (ffconcat) with the chunk's in and out points. The media render and fragment
 * transcription both start here, so their timelines are the same.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { concatList, type ChunkCut } from '@antena/media';
import type { Context } from '../../context';
import { localCopy } from '../segments/local-copy';
import { exportPieces, recordedSeconds } from '../segments/range-export';
import { segmentsInRange, type SegmentRow } from '../segments/segments.service';
import type { FragmentRow } from './fragment-dto';

export interface FragmentCuts {
  /** The local folder the lists and copies are in: write outputs here. */
  dir: string;
  cuts: ChunkCut[];
  /** Each chunk with the segments it was cut from. */
  recorded: { chunk: FragmentRow['chunks'][number]; rows: SegmentRow[] }[];
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
  const copy = await localCopy(
    ctx.storage,
    recorded.flatMap(({ rows }) => rows.map((row) => row.storageKey)),
  );
  try {
    const cuts: ChunkCut[] = [];
    let copied = 0;
    for (const [index, { chunk, rows }] of recorded.entries()) {
      const pieces = exportPieces(rows, chunk.from, chunk.to, copy.files.slice(copied, copied + rows.length));
      copied += rows.length;
      // Seeking into MPEG-TS loses the frames up to the next keyframe: a video chunk's first
      // piece is read whole and its decoded frames trimmed instead (as range exports do).
      const video = rows[0]!.format === 'mpegts';
      const startSeconds = video ? (pieces[0]!.inpointSeconds ?? 0) : 0;
      if (video) delete pieces[0]!.inpointSeconds;
      const listFile = path.join(copy.dir, `chunk-${index}.ffconcat`);
      await writeFile(listFile, concatList(pieces));
      cuts.push({ listFile, startSeconds, durationSeconds: recordedSeconds(rows, chunk.from, chunk.to) });
    }
    return { dir: copy.dir, cuts, recorded, dispose: () => copy.dispose() };
  } catch (error) {
    await copy.dispose();
    throw error;
  }
}
