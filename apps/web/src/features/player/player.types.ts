/**
 * The player's public types (spec 01 sections 3 and 4): one playback at a time, an audio
 * request on the recorded segments, a live stream URL, or the recording's video.
 */
export type PlayerTech = 'media_source' | 'audio_src';

/** spec 01 section 3 "Audio request": stationId, startTs, stopTs, mediaFormat, forceTech, url. */
export type AudioRequest = {
  kind: 'audio';
  stationId: string;
  startTs: number;
  stopTs?: number;
  mediaFormat: 'mp3' | 'aac';
  forceTech?: PlayerTech;
  url?: string;
  /** Live play on the recording: keep waiting at the recording's edge for the next segment. */
  follow?: boolean;
};
export type LiveRequest = { kind: 'live'; stationId: string; url: string };
/** spec 01 section 3 "Video request": the HLS starts at fromTs, playback at startTs. */
export type VideoRequest = {
  kind: 'video';
  stationId: string;
  fromTs: number;
  startTs: number;
  stopTs?: number;
  autoplay: boolean;
};
export type PlayRequest = AudioRequest | LiveRequest | VideoRequest;

/** spec 01 section 4 "Player events". */
export type PlayerEvent =
  | { type: 'TIME_UPDATE'; ts: number }
  | { type: 'PLAYBACK_END' }
  | { type: 'NO_MORE_SEGMENTS' }
  | { type: 'STOP' }
  | { type: 'ERROR'; message: string }
  | { type: 'SNAPSHOT_TAKEN'; fileName: string };

/** spec 01 section 3 "Audio playback state", plus the segment download progress. */
export interface PlaybackState {
  request: PlayRequest | null;
  isLoading: boolean;
  isPlaying: boolean;
  currentTs: number | null;
  downloadPercent: number | null;
}
