/**
 * The rules of the fragment transcription panel (spec 02 section 9) as plain functions: the
 * speaker palette of 20 and which colour each label gets, word confidence bands (above 0.75
 * high, above 0.5 medium, above 0 low: the same bands as the stream tab, shared from there), and
 * the panel's clock.
 */
import type { FRAGMENT_SPEAKER_PALETTE_SIZE, FragmentTranscription } from '@antena/contract';
import { CONFIDENCE_COLOURS, confidenceBand } from '../../logger-stream/transcription/transcription-view';

export { CONFIDENCE_COLOURS, confidenceBand };

/** spec 02 section 9: the fragment panel's 20 speaker colours (Mantine colour names and shades). */
export const FRAGMENT_SPEAKER_PALETTE = [
  'blue.6',
  'grape.6',
  'teal.6',
  'orange.6',
  'pink.6',
  'cyan.7',
  'indigo.6',
  'lime.7',
  'violet.6',
  'yellow.7',
  'red.6',
  'green.7',
  'blue.9',
  'grape.9',
  'teal.9',
  'orange.9',
  'pink.9',
  'cyan.9',
  'indigo.9',
  'gray.7',
] as const satisfies readonly string[] & { length: typeof FRAGMENT_SPEAKER_PALETTE_SIZE };

/** One colour per speaker, in the order the server lists them (first appearance); the 21st starts over. */
export function fragmentSpeakerColours(speakers: FragmentTranscription['speakers']): ReadonlyMap<string, string> {
  return new Map(
    speakers.map((label, index) => [label, FRAGMENT_SPEAKER_PALETTE[index % FRAGMENT_SPEAKER_PALETTE.length]!]),
  );
}

/** `M:SS` or `H:MM:SS` of ms from the fragment's start. */
export function fragmentClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const seconds = String(total % 60).padStart(2, '0');
  const minutes = Math.floor(total / 60) % 60;
  const hours = Math.floor(total / 3600);
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
