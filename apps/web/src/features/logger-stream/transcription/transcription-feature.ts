import type { StreamStation } from '../stream-station';

/**
 * spec 02 "Tabs below the strip": the Transcriptions tab shows with the station's transcription
 * feature. Its own module: the screen reads it without loading the tab's chunk.
 */
export const hasTranscription = (station: Pick<StreamStation, 'featuresConfig'>) =>
  station.featuresConfig.transcription.enabled;
