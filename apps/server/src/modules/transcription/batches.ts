/**
 * The arithmetic of continuous transcription (issue 18 point 2), kept pure for its unit tests.
 * A batch is up to two consecutive segments (about a minute). Its audio reaches OVERLAP_MS into
 * the segments on either side, so a word on a batch's edge is heard whole by both batches; each
 * word is kept by the batch whose own window (its segments) holds the word's midpoint, so no
 * word is cut, doubled or lost at the edges.
 */
import type { TranscriptionWord } from '@antena/contract';
import type { EngineWord } from './engine-answers';

export const BATCH_SEGMENTS = 2;
export const OVERLAP_MS = 5000;
/** Segments less than this apart are one recording; a longer hole starts a new run. */
export const CONTIGUOUS_MS = 1000;
/** A full batch waits this long after its end, so the segment after it (its overlap) is there. */
export const SETTLE_MS = 45_000;
/** A lone trailing segment waits longer: the station stopped, or its next segment is late. */
export const LONE_SETTLE_MS = 120_000;

export interface TimedSegment {
  id: string;
  startTs: number;
  endTs: number;
}

/**
 * Splits a station's untranscribed segments (ordered by start) into batches: runs of contiguous
 * segments cut into BATCH_SEGMENTS, starting at each run's oldest, so the same backlog always
 * gives the same batches. A batch not settled yet is left for a later backlog pass.
 */
export function planBatches<S extends TimedSegment>(pending: readonly S[], now: number): S[][] {
  const batches: S[][] = [];
  let current: S[] = [];
  const close = (lone: boolean) => {
    const last = current.at(-1);
    if (last && now - last.endTs >= (lone ? LONE_SETTLE_MS : SETTLE_MS)) batches.push(current);
    current = [];
  };
  for (const segment of pending) {
    const last = current.at(-1);
    if (last && segment.startTs - last.endTs >= CONTIGUOUS_MS) close(current.length < BATCH_SEGMENTS);
    current.push(segment);
    if (current.length === BATCH_SEGMENTS) close(false);
  }
  close(true);
  return batches;
}

/** Where each recorded part lies in the joined audio: offsets in ms from its start. */
export interface AudioPart {
  startTs: number;
  endTs: number;
}

/**
 * The clip sent to the engine: `fromMs` to `toMs` of the joined audio of [before?, ...batch, after?],
 * reaching OVERLAP_MS into the neighbours that exist.
 */
export function clipOf(batch: readonly AudioPart[], before?: AudioPart, after?: AudioPart) {
  const length = (p: AudioPart) => p.endTs - p.startTs;
  const lead = before ? length(before) : 0;
  const own = batch.reduce((sum, p) => sum + length(p), 0);
  return {
    fromMs: before ? lead - Math.min(OVERLAP_MS, length(before)) : 0,
    toMs: lead + own + (after ? Math.min(OVERLAP_MS, length(after)) : 0),
  };
}

/**
 * Station time of a moment `ms` into the joined audio of `parts`: each part's own start anchors
 * it, so a short hole or a clock drift between segments never accumulates.
 */
export function joinedClock(parts: readonly AudioPart[]): (ms: number) => number {
  return (ms) => {
    let at = 0;
    for (const [k, part] of parts.entries()) {
      const length = part.endTs - part.startTs;
      if (ms < at + length || k === parts.length - 1) return part.startTs + ms - at;
      at += length;
    }
    return ms;
  };
}

export interface PlacedWord extends TranscriptionWord {
  speaker?: string;
}

/** Engine words (ms into the clip) on the station clock, each kept by the batch segment holding its midpoint. */
export function keepOwnWords<S extends TimedSegment>(
  words: readonly EngineWord[],
  clock: (clipMs: number) => number,
  batch: readonly S[],
): Map<S, PlacedWord[]> {
  const kept = new Map<S, PlacedWord[]>(batch.map((segment) => [segment, []]));
  for (const w of words) {
    const start = clock(w.start);
    const end = Math.max(start, clock(w.end));
    const middle = (start + end) / 2;
    const owner = batch.find((s) => middle >= s.startTs && middle < s.endTs);
    if (!owner) continue; // the neighbours' overlap: their own batch keeps it
    kept.get(owner)!.push({
      word: w.word,
      start,
      end,
      confidence: w.confidence,
      ...(w.speaker ? { speaker: w.speaker } : {}),
    });
  }
  return kept;
}

export interface RowDraft {
  time: number;
  lengthMs: number;
  speaker: string | null;
  words: TranscriptionWord[];
  text: string;
}

/** One row per run of one speaker's words (spec 02's transcription row: time, length, speaker, words). */
export function rowsOf(words: readonly PlacedWord[]): RowDraft[] {
  const rows: RowDraft[] = [];
  for (const { speaker, ...word } of words) {
    const row = rows.at(-1);
    if (row && row.speaker === (speaker ?? null)) row.words.push(word);
    else rows.push({ time: word.start, lengthMs: 0, speaker: speaker ?? null, words: [word], text: '' });
  }
  for (const row of rows) {
    row.lengthMs = Math.max(...row.words.map((w) => w.end)) - row.time;
    row.text = row.words.map((w) => w.word).join(' ');
  }
  return rows;
}
