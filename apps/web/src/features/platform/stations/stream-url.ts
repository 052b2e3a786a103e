/**
 * What the recorder's ffmpeg input accepts as a station source (packages/media input.ts):
 * network URLs (HTTP and HLS, RTMP, RTSP, SRT, UDP, RTP, TCP), files, and `lavfi:<graph>`
 * for a generated source.
 */
const NETWORK_SCHEMES = ['http', 'https', 'hls+http', 'hls+https', 'rtmp', 'rtmps', 'rtsp', 'srt', 'udp', 'rtp', 'tcp'];
export const LAVFI_PREFIX = 'lavfi:';

export function isStreamInput(input: string): boolean {
  const value = input.trim();
  if (value.startsWith(LAVFI_PREFIX)) return value.slice(LAVFI_PREFIX.length).trim() !== '';
  if (value.startsWith('/')) return value.length > 1;
  if (value.startsWith('file:')) return value.slice('file:'.length).trim() !== '';
  const match = /^([a-z][a-z0-9+.-]*):\/\/(\S+)$/i.exec(value);
  return Boolean(match && NETWORK_SCHEMES.includes(match[1]!.toLowerCase()));
}
