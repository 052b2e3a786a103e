/**
 * The focus range inside the preview range (spec 02 section 9: default focus 15 minutes):
 * moving, resizing and zooming, always kept inside the preview.
 */
import type { TimeRange } from './timeline.types';

/** spec 02 section 9: default focus length 15 minutes. */
export const DEFAULT_FOCUS_MS = 15 * 60_000;
/** The narrowest focus the strips allow: a minute still shows each 40 ms waveform pixel. */
export const MIN_FOCUS_MS = 60_000;

/**
 * `focus` moved (keeping its length) and shrunk where needed to lie inside `preview`, on whole
 * milliseconds: every focus change (brush drags and zooms work in fractions of a pixel) passes
 * here, and times are integers end to end, up to the API's paths and queries.
 */
export function clampFocus(focus: TimeRange, preview: TimeRange): TimeRange {
  const previewSpan = preview.to - preview.from;
  const wanted = Math.round(focus.to - focus.from);
  const span = Math.min(previewSpan, Math.max(Math.min(MIN_FOCUS_MS, previewSpan), wanted));
  const from = Math.min(preview.to - span, Math.max(preview.from, Math.round(focus.from)));
  return { from, to: from + span };
}

/** `focus` shifted by `deltaMs` (negative goes back), stopped at the preview's edges. */
export function moveFocus(focus: TimeRange, deltaMs: number, preview: TimeRange): TimeRange {
  return clampFocus({ from: focus.from + deltaMs, to: focus.to + deltaMs }, preview);
}

/** `focus` scaled by `factor` (above 1 zooms out) around `anchorTs`, which stays where it is. */
export function zoomFocus(focus: TimeRange, factor: number, anchorTs: number, preview: TimeRange): TimeRange {
  const span = focus.to - focus.from;
  const previewSpan = preview.to - preview.from;
  const nextSpan = Math.min(previewSpan, Math.max(MIN_FOCUS_MS, span * factor));
  const ratio = span > 0 ? (anchorTs - focus.from) / span : 0.5;
  const from = anchorTs - ratio * nextSpan;
  return clampFocus({ from, to: from + nextSpan }, preview);
}

/** `focus` with one edge dragged to `ts`, never narrower than MIN_FOCUS_MS. */
export function resizeFocus(focus: TimeRange, edge: 'from' | 'to', ts: number, preview: TimeRange): TimeRange {
  const next =
    edge === 'from'
      ? { from: Math.min(ts, focus.to - MIN_FOCUS_MS), to: focus.to }
      : { from: focus.from, to: Math.max(ts, focus.from + MIN_FOCUS_MS) };
  const from = Math.max(preview.from, next.from);
  return clampFocus({ from, to: Math.min(preview.to, next.to) }, preview);
}

export function sameRange(a: TimeRange | null | undefined, b: TimeRange | null | undefined): boolean {
  return !!a && !!b && a.from === b.from && a.to === b.to;
}
