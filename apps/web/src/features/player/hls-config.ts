/**
 * hls.js settings for the recording's video (spec 01 section 9): buffer goal 60 s, max goal 90 s,
 * max buffer 90 s, back buffer 30 s.
 */
import type { HlsConfig } from 'hls.js';

// "max buffer 90 s" as bytes: 90 s of the recorder's video at up to 8 Mbit/s.
const MAX_BUFFER_BYTES = 90 * 1_000_000;

export const HLS_CONFIG: Partial<HlsConfig> = {
  maxBufferLength: 60,
  maxMaxBufferLength: 90,
  maxBufferSize: MAX_BUFFER_BYTES,
  backBufferLength: 30,
  // The player seeks to the request's startTs once the playlist says where that is.
  autoStartLoad: false,
};

// spec: playback rates 0.5, 1, 1.5, 2; size 798 by 449.
export const PLAYBACK_RATES = [0.5, 1, 1.5, 2] as const;
export const VIDEO_SIZE = { width: 798, height: 449 } as const;
