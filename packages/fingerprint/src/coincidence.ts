/**
 * Anchor coincidence: once hash votes say where a reference would align with the recording, each
 * of the reference's anchors is looked for in the recording at that place. A hash needs two peaks
 * to survive and to pair alike; a single anchor only needs itself, so in heavy noise about half
 * of a true airing's anchors are found where one hash in eight is, against a few in a hundred at
 * a wrong alignment. This confirms weak candidates and finds the quiet edges of an airing that no
 * hash reached.
 */
import type { AnchorHistory } from './anchor-history';
import { BANDS_PER_OCTAVE, BAND_BITS, LOG2_FREQ_MIN, frames } from './params';

/** Coincidences are counted per half second of reference time. */
export const WINDOW = frames(0.5);
/** An anchor is found within ±2 frames (32 ms): noise moves peak times by about a frame. */
const TOLERANCE = 2;
const BANDS = 1 << BAND_BITS;

/** Distinct landmark anchors of a reference, in time order: frames and log2 Hz. */
export interface ReferenceAnchors {
  times: Float64Array;
  log2Freqs: Float64Array;
}

/** Recording frame = intercept + slope × reference frame; recording pitch = reference pitch + freqShift octaves. */
export interface Alignment {
  slope: number;
  intercept: number;
  freqShift: number;
}

/**
 * Per window of the reference: anchors checked (inside the history), whether some fell outside it,
 * anchors found, first and last found (frames).
 */
export interface Coincidence {
  checked: Int32Array;
  outside: Uint8Array;
  found: Int32Array;
  first: Float64Array;
  last: Float64Array;
}

function emptyCoincidence(refFrames: number): Coincidence {
  const windows = Math.floor(refFrames / WINDOW) + 1;
  return {
    checked: new Int32Array(windows),
    outside: new Uint8Array(windows),
    found: new Int32Array(windows),
    first: new Float64Array(windows),
    last: new Float64Array(windows),
  };
}

/** What looking for an anchor where a line puts it gave. */
const OUTSIDE = 0;
const UNCHECKED = 1;
const MISSED = 2;
const FOUND = 3;

/**
 * Looks for the reference anchor (tr, log2Freq) where `a` puts it: OUTSIDE the history's times
 * [oldest, newest], UNCHECKED when both bands it could fall in lie outside the hash's, else FOUND or MISSED.
 */
function lookFor(history: AnchorHistory, oldest: number, newest: number, a: Alignment, tr: number, log2Freq: number) {
  const tq = a.intercept + a.slope * tr;
  if (tq < oldest || tq > newest) return OUTSIDE;
  // The anchor's band, continuous: it is found in either band that half a band around it touches.
  const x = (log2Freq + a.freqShift - LOG2_FREQ_MIN) * BANDS_PER_OCTAVE;
  const b0 = Math.floor(x - 0.5);
  const b1 = Math.floor(x + 0.5);
  if (b1 < 0 || b0 >= BANDS) return UNCHECKED;
  return history.has(tq, TOLERANCE, b0, b1) ? FOUND : MISSED;
}

/** Looks for each reference anchor where `a` puts it. */
export function coincide(
  anchors: ReferenceAnchors,
  refFrames: number,
  history: AnchorHistory,
  a: Alignment,
): Coincidence {
  const c = emptyCoincidence(refFrames);
  const windows = c.checked.length;
  c.first.fill(Infinity);
  c.last.fill(-Infinity);
  const oldest = history.oldest;
  const newest = history.newest;
  const { times, log2Freqs } = anchors;
  for (let j = 0; j < times.length; j++) {
    const tr = times[j]!;
    const w = Math.min(windows - 1, Math.floor(tr / WINDOW));
    const look = lookFor(history, oldest, newest, a, tr, log2Freqs[j]!);
    if (look === OUTSIDE) c.outside[w] = 1;
    if (look < MISSED) continue;
    c.checked[w]!++;
    if (look === MISSED) continue;
    c.found[w]!++;
    if (tr < c.first[w]!) c.first[w] = tr;
    if (tr > c.last[w]!) c.last[w] = tr;
  }
  return c;
}

/**
 * Edges move over windows while more than EXTEND_RATE of their anchors are found (chance finds
 * about 0.07, true airings in c3 0.3-0.6), by EXTEND_GAIN anchors at least.
 */
const EXTEND_RATE = 0.2;
const EXTEND_GAIN = 2;

/**
 * How far an airing reaches from window `edge` in direction `step` (-1 back, 1 ahead): each window
 * gains what it finds over EXTEND_RATE of what it checks; the reach is the window where the running
 * gain peaks, if it peaks at least EXTEND_GAIN above nothing, and `edge` says whether only
 * windows the reference has no anchors in lie beyond it (the reference's own end is reached).
 */
function reach(c: Coincidence, edge: number, step: number): { window: number; edge: boolean } {
  const end = step < 0 ? -1 : c.checked.length;
  let gain = c.found[edge]! - EXTEND_RATE * c.checked[edge]!;
  let best = Math.max(0, gain);
  let window = edge;
  for (let w = edge + step; w !== end; w += step) {
    if (c.outside[w]) break;
    gain += c.found[w]! - EXTEND_RATE * c.checked[w]!;
    if (gain > best + 1e-9 && gain >= EXTEND_GAIN) {
      best = gain;
      window = w;
    } else if (gain < best - EXTEND_GAIN) break;
  }
  let bare = true;
  for (let w = window + step; w !== end && bare; w += step) bare = c.checked[w] === 0 && !c.outside[w];
  return { window, edge: bare };
}

/** A candidate as the hash votes left it: its line, and the reference frames its matches span. */
export interface Line {
  speed: number;
  intercept: number;
  trMin: number;
  trEnd: number;
}

export interface Examination {
  speed: number;
  intercept: number;
  /** Reference frames the airing covers, and whether they reach the reference's own ends. */
  from: number;
  to: number;
  reachedStart: boolean;
  reachedEnd: boolean;
  /**
   * Share of the reference's anchors found over the span the hash matches cover (0 to 1); 1 when
   * none could be checked there (a long reference's span older than the history): no evidence against.
   */
  coincidence: number;
  /** The line chosen, pitch included (for `heard`). */
  alignment: Alignment;
}

/**
 * The line is looked for within ±SEARCH frames (±0.13 s) of where the votes put it: a weak
 * airing won by a wrong rate hypothesis has its line fitted off by several frames, and a line a
 * few frames off finds few anchors.
 */
const SEARCH = 8;
const MOVE_GAIN = 1.1;
const MOVE_MIN = 2;

/**
 * Share of the reference's anchors in [from, to] (reference frames) found where `a` puts them (0
 * to 1), or `otherwise` where none could be checked there. Anchor by anchor, not by WINDOW: the
 * edges of a partial play cut windows.
 */
export function heard(
  anchors: ReferenceAnchors,
  history: AnchorHistory,
  a: Alignment,
  from: number,
  to: number,
  otherwise: number,
): number {
  const { found, checked } = lookAll(anchors, history, a, from, to);
  return checked ? found / checked : otherwise;
}

/** The reference's anchors in [from, to] (reference frames) found and checked where `a` puts them. */
export function lookAll(
  anchors: ReferenceAnchors,
  history: AnchorHistory,
  a: Alignment,
  from: number,
  to: number,
): { found: number; checked: number } {
  const oldest = history.oldest;
  const newest = history.newest;
  const { times, log2Freqs } = anchors;
  let found = 0;
  let checked = 0;
  for (let j = 0; j < times.length && times[j]! <= to; j++) {
    if (times[j]! < from) continue;
    const look = lookFor(history, oldest, newest, a, times[j]!, log2Freqs[j]!);
    if (look >= MISSED) checked++;
    if (look === FOUND) found++;
  }
  return { found, checked };
}

/** Anchors found and checked over windows [from, to] (reference frames). */
function foundOver(c: Coincidence, from: number, to: number): { found: number; checked: number } {
  let found = 0;
  let checked = 0;
  const last = Math.min(c.checked.length - 1, Math.floor(to / WINDOW));
  for (let w = Math.floor(from / WINDOW); w <= last; w++) {
    found += c.found[w]!;
    checked += c.checked[w]!;
  }
  return { found, checked };
}

/**
 * The anchors coincide() would find along `align(shift)`, for each shift of -SEARCH..SEARCH (at
 * index SEARCH + shift): one search of the history per anchor for all shifts, not one per shift,
 * which made the examination of each candidate a retro-scan's second cost after the hash lookups.
 */
function foundByShift(
  anchors: ReferenceAnchors,
  history: AnchorHistory,
  align: (shift: number) => Alignment,
): Int32Array {
  const counts = new Int32Array(2 * SEARCH + 1);
  const intercepts = Float64Array.from(counts, (_, k) => align(k - SEARCH).intercept);
  const { slope, freqShift } = align(0);
  const oldest = history.oldest;
  const newest = history.newest;
  const { times, log2Freqs } = anchors;
  for (let j = 0; j < times.length; j++) {
    const tr = times[j]!;
    // As in coincide(): the anchor's band, found in either band that half a band around it touches.
    const x = (log2Freqs[j]! + freqShift - LOG2_FREQ_MIN) * BANDS_PER_OCTAVE;
    const b0 = Math.floor(x - 0.5);
    const b1 = Math.floor(x + 0.5);
    if (b1 < 0 || b0 >= BANDS) continue;
    let from = Infinity;
    let to = -Infinity;
    for (let k = 0; k < counts.length; k++) {
      const tq = intercepts[k]! + slope * tr;
      from = Math.min(from, tq);
      to = Math.max(to, tq);
    }
    const n = history.near(from - TOLERANCE, to + TOLERANCE, b0, b1);
    if (n === 0) continue;
    const near = history.nearTimes;
    for (let k = 0; k < counts.length; k++) {
      const tq = intercepts[k]! + slope * tr;
      if (tq < oldest || tq > newest) continue;
      for (let i = 0; i < n; i++) {
        if (Math.abs(near[i]! - tq) > TOLERANCE) continue;
        counts[k]!++;
        break;
      }
    }
  }
  return counts;
}

/**
 * Examines a candidate anchor by anchor. Short matches leave the rate as the winning hypothesis
 * guessed it; the unchanged rate (turned about the matches' centre) is tried too, as most airings
 * play at it. A speed change moves pitch and a tempo change does not, so both pitches are tried.
 * Each is tried along the line and a few frames to either side of it; the one that finds the most
 * anchors wins (the nearer to the votes' line on a tie).
 */
export function examine(anchors: ReferenceAnchors, refFrames: number, history: AnchorHistory, line: Line): Examination {
  const centre = (line.trMin + line.trEnd) / 2;
  const pivot = line.intercept + centre / line.speed;
  // The search only counts; the chosen line is looked at in full after.
  let best: { a: Alignment; speed: number; found: number } | undefined;
  for (const speed of line.speed === 1 ? [1] : [line.speed, 1]) {
    for (const freqShift of speed === 1 ? [0] : [0, Math.log2(speed)]) {
      const align = (shift: number) => ({ slope: 1 / speed, intercept: pivot + shift - centre / speed, freqShift });
      const counts = foundByShift(anchors, history, align);
      const onLine = counts[SEARCH]!;
      let chosen = { shift: 0, found: onLine };
      for (let step = 1; step <= SEARCH; step++) {
        for (const shift of [step, -step]) {
          const n = counts[SEARCH + shift]!;
          if (n > chosen.found) chosen = { shift, found: n };
        }
      }
      // Peak times jitter by a frame, so counts a frame apart differ by chance: the line moves
      // only when clearly more is found off it.
      if (chosen.found <= MOVE_GAIN * onLine + MOVE_MIN) chosen = { shift: 0, found: onLine };
      if (!best || chosen.found > best.found) best = { a: align(chosen.shift), speed, found: chosen.found };
    }
  }
  const { a, speed } = best!;
  const c = coincide(anchors, refFrames, history, a);
  const matched = foundOver(c, line.trMin, line.trEnd);
  const last = c.checked.length - 1;
  const back = reach(c, Math.min(last, Math.floor(line.trMin / WINDOW)), -1);
  const ahead = reach(c, Math.min(last, Math.floor(line.trEnd / WINDOW)), 1);
  return {
    speed,
    intercept: a.intercept,
    from: Math.min(line.trMin, c.first[back.window]!),
    to: Math.max(line.trEnd, c.last[ahead.window]!),
    reachedStart: back.edge,
    reachedEnd: ahead.edge,
    coincidence: matched.checked ? matched.found / matched.checked : 1,
    alignment: a,
  };
}
