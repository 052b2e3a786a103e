/**
 * Why a station's speech is not being transcribed, for the Transcriptions tab and the Search
 * screen: the station's feature, the server's engine, and for the built-in engine (issue 31) its
 * model and the stations it takes. The reason names its texts in the transcription namespace.
 */
import type { TranscriptionAvailability } from '@antena/contract';

export type NotTranscribedReason = 'stationOff' | 'noEngine' | 'modelMissing' | 'modelFailed' | 'overCapacity';

/** Why nothing new is transcribed, or null while the station is. */
export function notTranscribed({
  availability,
}: {
  availability: TranscriptionAvailability;
}): NotTranscribedReason | null {
  if (!availability.enabled) return 'stationOff';
  if (availability.engine === 'none') return 'noEngine';
  if (availability.model === 'failed') return 'modelFailed';
  if (availability.model === 'missing' || availability.model === 'downloading') return 'modelMissing';
  if (availability.overCapacity) return 'overCapacity';
  return null;
}
