import type { StreamStation } from '../logger-stream/stream-station';

/**
 * spec 02 "Tabs below the strip": the Live Mentions tab shows with the station's live mentions
 * feature (the contract reads it as off without the audit). Its own module: the stream reads it
 * without loading the tab's chunk.
 */
export const hasLiveMentions = (station: Pick<StreamStation, 'featuresConfig'>) =>
  station.featuresConfig.audit.liveMentionsEnabled;
