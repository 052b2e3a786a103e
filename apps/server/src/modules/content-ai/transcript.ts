/**
 * The fragment's transcript as content AI uses it (issue 35): its transcription entries cut into
 * short numbered segments (a sentence or a few), each with its moment and speaker. The engine
 * cites these numbers, and the reader's links play these moments, so they are kept with the
 * articles written from them.
 */
import type { TranscriptSegment, TranscriptionWord } from '@antena/contract';

/** A segment ends at a sentence's end once it is this long, and is cut anyway at the maximum. */
const SENTENCE_MIN_MS = 4000;
const SEGMENT_MAX_MS = 12_000;
const SENTENCE_END = /[.!?…]["»”']?$/;

export interface TranscriptEntry {
  time: number;
  lengthMs: number;
  speaker: string | null;
  words: TranscriptionWord[];
}

/** Entries (ordered by time; words in ms from the fragment's start) as numbered segments from 1. */
export function transcriptSegments(entries: readonly TranscriptEntry[]): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  const push = (words: TranscriptionWord[], speaker: string | null) => {
    if (words.length === 0) return;
    segments.push({
      index: segments.length + 1,
      start: words[0]!.start / 1000,
      end: words.at(-1)!.end / 1000,
      speaker,
      text: words.map((w) => w.word).join(' '),
    });
  };
  for (const entry of entries) {
    let current: TranscriptionWord[] = [];
    for (const word of entry.words) {
      current.push(word);
      const length = word.end - current[0]!.start;
      if ((SENTENCE_END.test(word.word) && length >= SENTENCE_MIN_MS) || length >= SEGMENT_MAX_MS) {
        push(current, entry.speaker);
        current = [];
      }
    }
    push(current, entry.speaker);
  }
  return segments;
}

const clock = (seconds: number) => {
  const tenths = Math.round(seconds * 10);
  const h = Math.floor(tenths / 36_000);
  const m = Math.floor((tenths % 36_000) / 600);
  const s = (tenths % 600) / 10;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${s.toFixed(1).padStart(4, '0')}`;
};

/** One line per segment, as the engine reads them: `[12] (00:01:05.2–00:01:09.8) SPEAKER_1: text`. */
export const transcriptLines = (segments: readonly TranscriptSegment[]): string =>
  segments
    .map((s) => `[${s.index}] (${clock(s.start)}–${clock(s.end)}) ${s.speaker ?? 'SPEAKER'}: ${s.text}`)
    .join('\n');
