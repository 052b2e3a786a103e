/**
 * From an engine's answer to a fragment transcription's entries (issue 18 point 5), kept pure for
 * its unit tests: words on the fragment's timeline with their speakers, cut into entries a person
 * reads and edits (one speaker, no long pause, not too long), and the station time of each.
 */
import { joinedClock, rowsOf, type AudioPart, type PlacedWord, type RowDraft } from '../transcription/batches';
import type { EngineWord } from '../transcription/engine';

/** A pause this long starts a new entry, as a new sentence or a new caption would. */
export const ENTRY_PAUSE_MS = 1500;
/** An entry longer than this is cut: long blocks are hard to read and to edit. */
export const ENTRY_MAX_MS = 20_000;

/**
 * The fragment's words with their speakers: the engine's labels, or where it gives none the
 * station's labels from Antena's own diarization (withOwnSpeakers, run by the job on the same
 * audio); a word neither names stays without one (the panel shows no badge, a user may set one).
 */
export function assignSpeakers(words: readonly EngineWord[]): PlacedWord[] {
  return words.map((w) => ({
    word: w.word,
    start: w.start,
    end: Math.max(w.start, w.end),
    confidence: w.confidence,
    ...(w.speaker ? { speaker: w.speaker } : {}),
  }));
}

/** Words (ordered by start) as entries: a new one at each change of speaker, long pause or length. */
export function entriesOf(words: readonly PlacedWord[]): RowDraft[] {
  const groups: PlacedWord[][] = [];
  for (const word of words) {
    const group = groups.at(-1);
    const last = group?.at(-1);
    if (group && last && word.start - last.end < ENTRY_PAUSE_MS && word.end - group[0]!.start <= ENTRY_MAX_MS)
      group.push(word);
    else groups.push([word]);
  }
  const entries = groups.flatMap((group) => rowsOf(group));
  // An entry is named by its time (the wpwords and diarize calls): two never share one. Words an
  // engine starts together but gives different speakers would; the later entry starts 1 ms on.
  for (const [index, entry] of entries.entries()) {
    const before = entries[index - 1];
    if (before && entry.time <= before.time) {
      const end = entry.time + entry.lengthMs;
      entry.time = before.time + 1;
      entry.lengthMs = Math.max(0, end - entry.time);
    }
  }
  return entries;
}

/**
 * Station time of a moment `ms` into the fragment: its media is the recorded parts of its chunks
 * joined in order, so each part's own start anchors the moments within it.
 */
export function fragmentClock(chunks: readonly { from: number; to: number; recorded: readonly AudioPart[] }[]) {
  const parts = chunks.flatMap((chunk) =>
    chunk.recorded
      .map((part) => ({ startTs: Math.max(chunk.from, part.startTs), endTs: Math.min(chunk.to, part.endTs) }))
      .filter((part) => part.endTs > part.startTs),
  );
  const clock = joinedClock(parts);
  return (ms: number) => Math.round(clock(ms));
}
