/**
 * ffmpeg input arguments for a station's stream URL. A URL is read only through the network
 * protocols of NETWORK_PROTOCOLS (Icecast/Shoutcast HTTP, HLS, RTMP, RTSP, SRT, UDP): ffmpeg
 * refuses a file path or any other protocol. `lavfi:<filtergraph>` names a generated source:
 * only the demo stations' own (DEMO_SOURCES), so the logger is never empty.
 */
import { DEMO_STREAM_SOURCES } from '@antena/contract';
import { NETWORK_PROTOCOLS } from './presets';

export const LAVFI_SCHEME = 'lavfi:';

/** Generated sources of the demo stations: the contract's, so the API accepts them back unchanged. */
export const DEMO_SOURCES = DEMO_STREAM_SOURCES;

/**
 * True for the demo stations' generated sources. No other `lavfi:` graph is ever run: a filter
 * graph can read local files (movie=, amovie=), so a station's URL must not supply one.
 */
export function isDemoSource(streamUrl: string): boolean {
  return (Object.values(DEMO_SOURCES) as string[]).includes(streamUrl);
}

export function inputArgs(streamUrl: string): string[] {
  if (streamUrl.startsWith(LAVFI_SCHEME)) {
    if (!isDemoSource(streamUrl)) throw new Error('Generated (lavfi:) sources are reserved for the demo stations');
    return ['-re', '-f', 'lavfi', '-i', streamUrl.slice(LAVFI_SCHEME.length)];
  }
  const whitelist = ['-protocol_whitelist', NETWORK_PROTOCOLS.join(',')];
  // Reconnection options exist only for ffmpeg's HTTP protocol (Icecast, Shoutcast, HLS over HTTP).
  if (/^https?:\/\//i.test(streamUrl)) {
    return [...whitelist, '-reconnect', '1', '-reconnect_streamed', '1', '-reconnect_delay_max', '10', '-i', streamUrl];
  }
  return [...whitelist, '-i', streamUrl];
}
