/**
 * The ranges of the stream screen (spec 02 sections 4 and 9): the preview (the loaded hour), the
 * focus inside it, and the rules of 'Load latest recording', rewind and forward. Pure functions
 * of `now` so the rules are tested without clocks.
 */
import { DEFAULT_FOCUS_MS, MIN_FOCUS_MS } from './timeline/focus-range';
import type { TimeRange } from './timeline/timeline.types';

export type { TimeRange };

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;

/** spec 02 section 9: initial preview, the last hour ending 30 s ago. */
export const PREVIEW_MS = HOUR;
export const PREVIEW_END_OFFSET_MS = 30 * SECOND;
/** spec 02 section 9: latest-recording check every 10 s, disabled within 120000 ms of now. */
export const LATEST_RECHECK_MS = 10 * SECOND;
export const LATEST_DISABLED_WITHIN_MS = 120_000;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The last hour ending 30 s ago. */
export function latestPreview(now: number): TimeRange {
  const to = now - PREVIEW_END_OFFSET_MS;
  return { from: to - PREVIEW_MS, to };
}

/** The last `length` ms of a range (the default focus: the newest 15 minutes). */
export function focusAtEnd(range: TimeRange, length = DEFAULT_FOCUS_MS): TimeRange {
  return { from: Math.max(range.from, range.to - length), to: range.to };
}

/** A focus of `length` centred on `ts`, kept inside `range`. */
export function focusAround(ts: number, range: TimeRange, length = DEFAULT_FOCUS_MS): TimeRange {
  const span = Math.min(length, range.to - range.from);
  const from = clamp(Math.round(ts - span / 2), range.from, range.to - span);
  return { from, to: from + span };
}

/**
 * The hour a `cursor` opens: centred on it, ending no later than 30 s ago, so a recent cursor
 * still sits inside what has been recorded; a cursor within those 30 s (a link to what just
 * aired) brings the end up to now, so it is never outside the range it opens.
 */
export function previewAround(cursor: number, now: number): TimeRange {
  const latest = now - PREVIEW_END_OFFSET_MS;
  const to = Math.min(cursor + PREVIEW_MS / 2, cursor > latest ? now : latest);
  return { from: to - PREVIEW_MS, to };
}

/** The preview and focus a screen opens with, around the URL cursor when there is one. */
export function initialRanges(
  now: number,
  cursor?: number,
  lengthSeconds?: number,
): { preview: TimeRange; focus: TimeRange } {
  if (cursor === undefined) {
    const preview = latestPreview(now);
    return { preview, focus: focusAtEnd(preview) };
  }
  const preview = previewAround(cursor, now);
  const length = lengthSeconds ? clamp(lengthSeconds * SECOND, MIN_FOCUS_MS, PREVIEW_MS) : DEFAULT_FOCUS_MS;
  return { preview, focus: focusAround(cursor, preview, length) };
}

/** spec 02 section 4: 'Load latest recording' is disabled when the range ends within 2 minutes of now. */
export function isLatestRecordingDisabled(preview: TimeRange, now: number): boolean {
  return now - preview.to < LATEST_DISABLED_WITHIN_MS;
}

/**
 * spec 02 section 4: rewind is enabled only if the range allows, that is while the hour before
 * it still reaches recordings that may exist (`earliest`: the retention limit or the first
 * segment when known).
 */
export function canRewind(preview: TimeRange, earliest: number | null): boolean {
  return earliest === null || preview.from > earliest;
}

/** spec 02 section 4: forward is enabled only when the range end plus an hour is before now. */
export function canForward(preview: TimeRange, now: number): boolean {
  return preview.to + HOUR < now;
}

/** Moves a preview and its focus together by `delta` ms. */
export function shiftRanges(preview: TimeRange, focus: TimeRange, delta: number) {
  return {
    preview: { from: preview.from + delta, to: preview.to + delta },
    focus: { from: focus.from + delta, to: focus.to + delta },
  };
}

/**
 * The focus moved by `delta` ms. The preview follows when the focus leaves it, never past
 * `latest` (30 s ago), so the hotkeys can walk through the whole recording.
 */
export function walkFocus(preview: TimeRange, focus: TimeRange, delta: number, latest: number) {
  const span = focus.to - focus.from;
  const to = Math.min(focus.to + delta, latest);
  const next = { from: to - span, to };
  if (next.from >= preview.from && next.to <= preview.to) return { preview, focus: next };
  const previewSpan = preview.to - preview.from;
  const previewFrom = next.from < preview.from ? next.from : next.to - previewSpan;
  return { preview: { from: previewFrom, to: previewFrom + previewSpan }, focus: next };
}

/**
 * The hour the date picker opens: starting at the chosen moment, or the latest hour when that
 * would reach past 30 s ago; the focus starts at the chosen moment.
 */
export function rangesFrom(ts: number, now: number): { preview: TimeRange; focus: TimeRange } {
  const latest = latestPreview(now);
  const preview = ts + PREVIEW_MS <= latest.to ? { from: ts, to: ts + PREVIEW_MS } : latest;
  const from = clamp(ts, preview.from, preview.to - DEFAULT_FOCUS_MS);
  return { preview, focus: { from, to: from + DEFAULT_FOCUS_MS } };
}
