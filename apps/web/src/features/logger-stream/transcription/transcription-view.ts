/**
 * The rules of the stream's Transcriptions tab (spec 02 sections 2 and 9) as plain functions:
 * which speaker label a row shows and in which colour, how a word's confidence reads, and which
 * rows the playhead highlights.
 */
import {
  TRANSCRIPTION_CONFIDENCE_BANDS,
  TRANSCRIPTION_HIDDEN_SPEAKERS,
  TRANSCRIPTION_ROW_HIGHLIGHT_MS,
  type TranscriptionRow,
} from '@antena/contract';

/** spec 02 section 2: a palette of 10 speaker colours (Mantine colour names). */
export const SPEAKER_PALETTE = [
  'blue',
  'grape',
  'teal',
  'orange',
  'pink',
  'cyan',
  'indigo',
  'lime',
  'violet',
  'yellow',
] as const;

export type ConfidenceBand = 'high' | 'medium' | 'low' | 'none';

/**
 * spec 02 section 9's stream bands (distance × 100: up to 30 High, up to 35 Medium, above 36
 * Low, else N/A) measure a speaker match, which Antena's rows do not carry; a word carries the
 * engine's confidence from 0 to 1, so the tab reads it with the fragment bands of the same
 * section (above 0.75 high, above 0.5 medium, above 0 low) and 0, an engine that gave none, as
 * N/A. See docs/decisions.md, "Issue 18: the Transcriptions tab".
 */
export function confidenceBand(confidence: number): ConfidenceBand {
  if (confidence > TRANSCRIPTION_CONFIDENCE_BANDS.high) return 'high';
  if (confidence > TRANSCRIPTION_CONFIDENCE_BANDS.medium) return 'medium';
  if (confidence > TRANSCRIPTION_CONFIDENCE_BANDS.low) return 'low';
  return 'none';
}

/** The colour a band paints its words: high reads as plain text, the doubtful ones stand out. */
export const CONFIDENCE_COLOURS: Record<ConfidenceBand, string> = {
  high: 'var(--mantine-color-text)',
  medium: 'var(--mantine-color-orange-text)',
  low: 'var(--mantine-color-red-text)',
  none: 'var(--mantine-color-dimmed)',
};

const HIDDEN = new Set<string>(TRANSCRIPTION_HIDDEN_SPEAKERS);

/** The row's speaker label, or null where it has none or one the tab hides (NO IDENTIFICADO, SILENCE). */
export function speakerOf(row: TranscriptionRow): string | null {
  const label = row.diarization[0]?.label;
  return label && !HIDDEN.has(label) ? label : null;
}

/** One palette colour per shown label, in the order the labels first appear; the 11th starts over. */
export function speakerColours(rows: readonly TranscriptionRow[]): ReadonlyMap<string, string> {
  const colours = new Map<string, string>();
  for (const row of rows) {
    const label = speakerOf(row);
    if (label !== null && !colours.has(label))
      colours.set(label, SPEAKER_PALETTE[colours.size % SPEAKER_PALETTE.length]!);
  }
  return colours;
}

/** spec 02 section 9: a row is highlighted while `ts` is within 30 s after its time. */
export const isHighlighted = (row: Pick<TranscriptionRow, 'time'>, ts: number | null) =>
  ts !== null && ts >= row.time && ts < row.time + TRANSCRIPTION_ROW_HIGHLIGHT_MS;

/** The latest highlighted row (the one being heard), the one the list keeps in view; -1 for none. */
export function followedRow(rows: readonly Pick<TranscriptionRow, 'time'>[], ts: number | null): number {
  for (let index = rows.length - 1; index >= 0; index -= 1) {
    if (isHighlighted(rows[index]!, ts)) return index;
  }
  return -1;
}
