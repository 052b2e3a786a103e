/**
 * ffmpeg input arguments for a station's stream URL. A URL is read only through the network
 * protocols of NETWORK_PROTOCOLS (Icecast/Shoutcast HTTP, HLS, RTMP, RTSP, SRT, UDP): ffmpeg
 * refuses a file path or any other protocol. `lavfi:<filtergraph>` names a generated source,
 * built only by Antena for the demo stations so the logger is never empty.
 */
import { NETWORK_PROTOCOLS } from './presets';

export const LAVFI_SCHEME = 'lavfi:';

export function inputArgs(streamUrl: string): string[] {
  if (streamUrl.startsWith(LAVFI_SCHEME)) {
    const graph = streamUrl.slice(LAVFI_SCHEME.length);
    if (!graph.trim()) throw new Error('Empty lavfi source');
    return ['-re', '-f', 'lavfi', '-i', graph];
  }
  const whitelist = ['-protocol_whitelist', NETWORK_PROTOCOLS.join(',')];
  // Reconnection options exist only for ffmpeg's HTTP protocol (Icecast, Shoutcast, HLS over HTTP).
  if (/^https?:\/\//i.test(streamUrl)) {
    return [...whitelist, '-reconnect', '1', '-reconnect_streamed', '1', '-reconnect_delay_max', '10', '-i', streamUrl];
  }
  return [...whitelist, '-i', streamUrl];
}

/** Generated sources of the demo stations: a tone with beeps, and a test card with a tone. */
export const DEMO_SOURCES = {
  audio: `${LAVFI_SCHEME}sine=frequency=440:beep_factor=4:sample_rate=44100`,
  video: `${LAVFI_SCHEME}testsrc2=size=640x360:rate=25[out0];sine=frequency=880:beep_factor=2:sample_rate=48000[out1]`,
} as const;
