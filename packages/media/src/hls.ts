/**
 * HLS media playlists built from segment rows: a closed VOD playlist for a time range and a
 * sliding live one. Each entry carries its wall-clock start so players map position to time.
 */

export interface HlsEntry {
  uri: string;
  durationMs: number;
  /** Wall-clock start of the media, epoch ms (EXT-X-PROGRAM-DATE-TIME). */
  startTs: number;
  /** True where the media does not continue the previous entry (a recording gap or restart). */
  discontinuity: boolean;
}

function header(entries: HlsEntry[]): string[] {
  const longestMs = Math.max(0, ...entries.map((entry) => entry.durationMs));
  // RFC 8216: every EXTINF rounded to the nearest integer must not exceed the target duration.
  return ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${Math.max(1, Math.ceil(longestMs / 1000))}`];
}

function entryLines(entries: HlsEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.discontinuity ? ['#EXT-X-DISCONTINUITY'] : []),
    `#EXT-X-PROGRAM-DATE-TIME:${new Date(entry.startTs).toISOString()}`,
    `#EXTINF:${(entry.durationMs / 1000).toFixed(3)},`,
    entry.uri,
  ]);
}

/** A complete playlist of a finished range. */
export function vodPlaylist(entries: HlsEntry[]): string {
  const [extm3u, version, target] = header(entries);
  return [
    extm3u,
    version,
    '#EXT-X-PLAYLIST-TYPE:VOD',
    target,
    '#EXT-X-MEDIA-SEQUENCE:0',
    ...entryLines(entries),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/**
 * The live window: `mediaSequence` is the sequence number of the first entry and
 * `discontinuitySequence` the number of discontinuities that slid out before it.
 */
export function livePlaylist(entries: HlsEntry[], mediaSequence: number, discontinuitySequence?: number): string {
  return [
    ...header(entries),
    `#EXT-X-MEDIA-SEQUENCE:${mediaSequence}`,
    ...(discontinuitySequence !== undefined ? [`#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuitySequence}`] : []),
    ...entryLines(entries),
    '',
  ].join('\n');
}
