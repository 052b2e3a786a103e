/**
 * The video element's clock against the recording's (spec 01 section 3 "Video request"). The HLS
 * playlist stamps every segment with EXT-X-PROGRAM-DATE-TIME and marks gaps as discontinuities,
 * so each fragment hls.js loads knows both its place on the media clock and its recording time.
 */
export interface FragmentTime {
  /** Seconds on the media clock. */
  start: number;
  duration: number;
  /** Epoch ms of the fragment's first frame (EXT-X-PROGRAM-DATE-TIME), null when absent. */
  programDateTime: number | null;
}

const holds = (fragment: FragmentTime, time: number) =>
  time >= fragment.start && time < fragment.start + fragment.duration;

/** The recording time of a media time; without date-times it counts from the playlist's start, fromTs. */
export function videoTimeToTs(fragments: readonly FragmentTime[], time: number, fromTs: number): number {
  const fragment =
    fragments.find((item) => holds(item, time)) ?? fragments.findLast((item) => item.start <= time) ?? fragments[0];
  if (!fragment || fragment.programDateTime === null) return Math.round(fromTs + time * 1000);
  return Math.round(fragment.programDateTime + (time - fragment.start) * 1000);
}

/**
 * The media time that shows a recording time: inside the fragment that holds it, at the start of
 * the first one after it when it falls in a gap, or null when the playlist ends before it.
 */
export function tsToVideoTime(fragments: readonly FragmentTime[], ts: number, fromTs: number): number | null {
  if (fragments.every((item) => item.programDateTime === null)) return ts >= fromTs ? (ts - fromTs) / 1000 : 0;
  for (const fragment of fragments) {
    if (fragment.programDateTime === null) continue;
    const end = fragment.programDateTime + fragment.duration * 1000;
    if (ts < fragment.programDateTime) return fragment.start;
    if (ts < end) return fragment.start + (ts - fragment.programDateTime) / 1000;
  }
  return null;
}
