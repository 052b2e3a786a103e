/**
 * ffmpeg input arguments for a station's stream URL. Any URL ffmpeg reads (Icecast/Shoutcast
 * HTTP, HLS, RTMP, SRT, UDP, files) passes through; `lavfi:<filtergraph>` names a generated
 * source, used by the demo stations so the logger is never empty.
 */
export const LAVFI_SCHEME = 'lavfi:';

export function inputArgs(streamUrl: string): string[] {
  if (streamUrl.startsWith(LAVFI_SCHEME)) {
    const graph = streamUrl.slice(LAVFI_SCHEME.length);
    if (!graph.trim()) throw new Error('Empty lavfi source');
    return ['-re', '-f', 'lavfi', '-i', graph];
  }
  // Reconnection options exist only for ffmpeg's HTTP protocol (Icecast, Shoutcast, HLS over HTTP).
  if (/^https?:\/\//i.test(streamUrl)) {
    return ['-reconnect', '1', '-reconnect_streamed', '1', '-reconnect_delay_max', '10', '-i', streamUrl];
  }
  return ['-i', streamUrl];
}

/** Generated sources of the demo stations: a tone with beeps, and a test card with a tone. */
export const DEMO_SOURCES = {
  audio: `${LAVFI_SCHEME}sine=frequency=440:beep_factor=4:sample_rate=44100`,
  video: `${LAVFI_SCHEME}testsrc2=size=640x360:rate=25[out0];sine=frequency=880:beep_factor=2:sample_rate=48000[out1]`,
} as const;
