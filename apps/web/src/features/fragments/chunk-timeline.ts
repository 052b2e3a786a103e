/**
 * Where the fragment's media stands on the air, chunk by chunk. The media joins the chunks in
 * order and, inside each chunk, only its recorded parts (`segments`; gaps are left out), so a
 * media time maps to a chunk and a moment of the recording, and back.
 */
import type { FragmentChunk } from '@antena/contract';

type Range = { from: number; to: number };

/** Recorded ms of `segments` between their start and `ts`. */
function recordedBefore(segments: readonly Range[], ts: number): number {
  return segments.reduce((sum, part) => sum + Math.max(0, Math.min(part.to, ts) - part.from), 0);
}

/** Each chunk's start in the media (ms): the recorded length of the chunks before it. */
export function chunkOffsets(chunks: readonly Pick<FragmentChunk, 'duration'>[]): number[] {
  const offsets: number[] = [];
  let at = 0;
  for (const chunk of chunks) {
    offsets.push(at);
    at += chunk.duration;
  }
  return offsets;
}

/** The media time (ms) of moment `ts` of chunk `index`; a moment in a gap plays from the next recorded part. */
export function mediaTimeOf(chunks: readonly FragmentChunk[], index: number, ts: number): number {
  const chunk = chunks[index];
  if (!chunk) return 0;
  return chunkOffsets(chunks)[index]! + recordedBefore(chunk.segments, ts);
}

/** The chunk and moment the media plays at `mediaMs`, or null past its end. */
export function momentAt(chunks: readonly FragmentChunk[], mediaMs: number): { index: number; ts: number } | null {
  let at = 0;
  for (const [index, chunk] of chunks.entries()) {
    if (mediaMs < at + chunk.duration) {
      let left = mediaMs - at;
      for (const part of chunk.segments) {
        const length = part.to - part.from;
        if (left < length) return { index, ts: part.from + left };
        left -= length;
      }
      return { index, ts: chunk.to };
    }
    at += chunk.duration;
  }
  return null;
}

/** The parts of a chunk's range with no recording (drawn as gaps on its waveform). */
export function chunkGaps(chunk: Pick<FragmentChunk, 'from' | 'to' | 'segments'>): Range[] {
  const gaps: Range[] = [];
  let at = chunk.from;
  for (const part of [...chunk.segments].sort((a, b) => a.from - b.from)) {
    if (part.from > at) gaps.push({ from: at, to: part.from });
    at = Math.max(at, part.to);
  }
  if (at < chunk.to) gaps.push({ from: at, to: chunk.to });
  return gaps;
}
