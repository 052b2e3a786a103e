/**
 * Subtitle files of a fragment transcription (spec 02 section 7: txt, srt and json), pure so the
 * unit tests read what a player gets. Times are from the fragment's start. SRT cues follow the
 * usual broadcast limits (two lines of at most 42 characters, at most 7 s on screen) so a player
 * shows every cue readably; a cue never runs past the next one's start.
 */
import type { FragmentTranscriptionEntry } from '@antena/contract';

export const CUE_LINE_CHARS = 42;
export const CUE_MAX_LINES = 2;
export const CUE_MAX_MS = 7000;
/** A cue shorter than this cannot be read: it stays up longer when nothing follows at once. */
export const CUE_MIN_MS = 1000;

export interface Cue {
  start: number;
  end: number;
  speaker: string | null;
  lines: string[];
}

const speakerOf = (entry: FragmentTranscriptionEntry) => entry.diarization[0]?.label ?? null;

/** Words joined into lines of at most `width` characters (a longer single word stands alone). */
export function wrapLines(words: readonly string[], width = CUE_LINE_CHARS): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Each entry's words cut into cues of at most CUE_MAX_LINES lines and CUE_MAX_MS. */
export function cuesOf(entries: readonly FragmentTranscriptionEntry[]): Cue[] {
  const cues: Cue[] = [];
  for (const entry of entries) {
    let words: FragmentTranscriptionEntry['wp_words'] = [];
    const close = () => {
      if (words.length === 0) return;
      cues.push({
        start: words[0]!.start,
        end: Math.max(...words.map((w) => w.end)),
        speaker: speakerOf(entry),
        lines: wrapLines(words.map((w) => w.word.trim())),
      });
      words = [];
    };
    for (const word of entry.wp_words) {
      if (!word.word.trim()) continue;
      const next = [...words, word];
      const tooLong = wrapLines(next.map((w) => w.word.trim())).length > CUE_MAX_LINES;
      if (words.length > 0 && (tooLong || word.end - words[0]!.start > CUE_MAX_MS)) close();
      words.push(word);
    }
    close();
  }
  cues.sort((a, b) => a.start - b.start);
  // Readable and never overlapping: lengthen short cues up to the next start, cut long ones at it.
  for (const [index, cue] of cues.entries()) {
    const next = cues[index + 1];
    const wanted = Math.max(cue.end, cue.start + CUE_MIN_MS);
    cue.end = next ? Math.max(cue.start + 1, Math.min(wanted, next.start)) : wanted;
  }
  return cues;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `HH:MM:SS,mmm` (SRT) or `HH:MM:SS.mmm` of ms from the fragment's start. */
export function clockTime(ms: number, separator: ',' | '.' = ','): string {
  const whole = Math.max(0, Math.round(ms));
  const hours = Math.floor(whole / 3_600_000);
  const minutes = Math.floor((whole % 3_600_000) / 60_000);
  const seconds = Math.floor((whole % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}${separator}${pad(whole % 1000, 3)}`;
}

/** SubRip: numbered cues from 1, `start --> end`, the lines, a blank line between cues (CRLF-free). */
export function toSrt(entries: readonly FragmentTranscriptionEntry[]): string {
  return cuesOf(entries)
    .map((cue, index) => `${index + 1}\n${clockTime(cue.start)} --> ${clockTime(cue.end)}\n${cue.lines.join('\n')}\n`)
    .join('\n');
}

/** Plain text: one paragraph an entry, `[HH:MM:SS] SPEAKER: words`. */
export function toTxt(entries: readonly FragmentTranscriptionEntry[]): string {
  return entries
    .filter((entry) => entry.wp_words.length > 0)
    .map((entry) => {
      const speaker = speakerOf(entry);
      const words = entry.wp_words
        .map((w) => w.word.trim())
        .filter(Boolean)
        .join(' ');
      return `[${clockTime(entry.time).slice(0, 8)}] ${speaker ? `${speaker}: ` : ''}${words}\n`;
    })
    .join('');
}

/** JSON: the entries as the panel shows them, with times in ms and as clock text. */
export function toJson(
  meta: { fragmentId: string; transcriptionId: string; title: string },
  entries: readonly FragmentTranscriptionEntry[],
): string {
  return `${JSON.stringify(
    {
      ...meta,
      entries: entries.map((entry) => ({
        start: entry.time,
        end: entry.time + entry.length,
        startTime: clockTime(entry.time, '.'),
        endTime: clockTime(entry.time + entry.length, '.'),
        stationTime: new Date(entry.stationTime).toISOString(),
        speaker: speakerOf(entry),
        text: entry.wp_words.map((w) => w.word.trim()).join(' '),
        words: entry.wp_words,
      })),
    },
    null,
    2,
  )}\n`;
}
