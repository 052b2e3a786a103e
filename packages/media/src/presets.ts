/**
 * The ffmpeg settings every builder shares, so a change of log level or codec settings is made
 * once: the preamble, the H.264 and AAC encoders the recordings and exports use, and the network
 * protocols a station's source may use.
 */

/** No banner, errors only on stderr. */
export const QUIET: readonly string[] = ['-hide_banner', '-loglevel', 'error'];

/** QUIET, and no stdin: nothing can stop the command with a key. */
export const PREAMBLE: readonly string[] = ['-nostdin', ...QUIET];

/** H.264 for recorded and exported video: fast enough for live capture, playable everywhere. */
export const H264_VIDEO: readonly string[] = ['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'];

export const AAC_AUDIO: readonly string[] = ['-c:a', 'aac', '-b:a', '128k'];

export const MP3_AUDIO: readonly string[] = ['-c:a', 'libmp3lame', '-b:a', '128k'];

/** The first audio stream alone, down-mixed to mono at `sampleRate`: what waveforms and fingerprints read. */
export function monoAudio(sampleRate: number): string[] {
  return ['-map', '0:a:0', '-vn', '-ac', '1', '-ar', String(sampleRate)];
}

/**
 * The protocols ffmpeg may open for a station's source (spec formats: Icecast/Shoutcast and HLS
 * over HTTP(S), RTMP, RTSP, SRT, UDP/RTP). The nested ones are what those open underneath (tls
 * and tcp for https, crypto for encrypted HLS, httpproxy for a proxied request); `file`, `pipe`,
 * `concat` and the rest are refused, so a source can never read a local file.
 */
export const NETWORK_PROTOCOLS: readonly string[] = [
  'http',
  'https',
  'httpproxy',
  'tcp',
  'tls',
  'crypto',
  'rtmp',
  'rtmps',
  'rtsp',
  'srt',
  'udp',
  'rtp',
];
