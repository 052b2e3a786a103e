/**
 * Selection rules (spec 02 sections 4 and 9): a selection is min to max of two points and
 * covers at least 2 minutes; its start or end is set from the cursor or the playhead.
 */
import type { Selection, TimeRange } from './timeline.types';

/** spec 02 section 9: minimum selection 2 minutes. */
export const MIN_SELECTION_MS = 120_000;

/** The selection's range as start and end, whatever order its points were set in. */
export function normalizeSelection(tsA: number, tsB: number): { start: number; end: number } {
  return { start: Math.min(tsA, tsB), end: Math.max(tsA, tsB) };
}

export function selectionRange(selection: Selection): TimeRange {
  const { start, end } = normalizeSelection(selection.tsA, selection.tsB);
  return { from: start, to: end };
}

export function isValidSelection(selection: Selection | null | undefined): selection is Selection {
  if (!selection || !Number.isFinite(selection.tsA) || !Number.isFinite(selection.tsB)) return false;
  const { start, end } = normalizeSelection(selection.tsA, selection.tsB);
  return end - start >= MIN_SELECTION_MS;
}

/** Where a selection point comes from: shift+i/o take the cursor, i/o the playhead. */
export type SelectionSource = 'cursor' | 'playhead';

/** The moment a selection point is taken from, or null when that source is not set. */
export function selectionPoint(
  source: SelectionSource,
  marks: { cursor: number | null; playheadTs: number | null },
): number | null {
  return source === 'cursor' ? marks.cursor : marks.playheadTs;
}

/**
 * The selection after setting its start at `ts`: the end stays where it was when it is at
 * least 2 minutes later, otherwise it moves to 2 minutes after the start, so the result is
 * always a valid selection.
 */
export function withSelectionStart(current: Selection | null, ts: number): Selection {
  const end = current ? normalizeSelection(current.tsA, current.tsB).end : ts;
  return { tsA: ts, tsB: Math.max(end, ts + MIN_SELECTION_MS) };
}

/** The selection after setting its end at `ts`; the start moves back to keep 2 minutes when needed. */
export function withSelectionEnd(current: Selection | null, ts: number): Selection {
  const start = current ? normalizeSelection(current.tsA, current.tsB).start : ts;
  return { tsA: Math.min(start, ts - MIN_SELECTION_MS), tsB: ts };
}

/**
 * The selection a drag on the focus strip makes: from `anchor` (where the drag started, or the
 * edge that stays when a handle moves) to `ts`, growing away from the anchor to at least
 * 2 minutes, so a short or backward drag still gives a valid selection.
 */
export function draggedSelection(anchor: number, ts: number): Selection {
  return ts >= anchor
    ? { tsA: anchor, tsB: Math.max(ts, anchor + MIN_SELECTION_MS) }
    : { tsA: Math.min(ts, anchor - MIN_SELECTION_MS), tsB: anchor };
}
