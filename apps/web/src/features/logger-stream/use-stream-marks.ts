/**
 * The stream screen state of spec 01 section 3: preview and focus ranges, cursor and selection.
 * Opens on the last hour, or around the URL cursor; the screen mounts a new one per station.
 */
import { useCallback, useState } from 'react';
import { clampFocus } from './timeline/focus-range';
import type { Selection, TimeRange } from './timeline/timeline.types';
import { applyStreamAction, type MarksState, type StreamAction } from './stream-hotkeys';
import { PREVIEW_END_OFFSET_MS, focusAtEnd, initialRanges } from './stream-range';

export interface StreamMarks extends MarksState {
  /** Shows a new preview; the focus keeps its length at the same place when it still fits, else its end. */
  setPreview(preview: TimeRange, focus?: TimeRange): void;
  setFocus(focus: TimeRange): void;
  setCursor(cursor: number | null): void;
  setSelection(selection: Selection | null): void;
  apply(action: StreamAction, playheadTs: number | null): void;
}

function opening(cursor: number | undefined, length: number | undefined): MarksState {
  return { ...initialRanges(Date.now(), cursor, length), cursor: cursor ?? null, selection: null };
}

export function useStreamMarks(cursor?: number, length?: number): StreamMarks {
  const [state, setState] = useState(() => opening(cursor, length));
  const update = useCallback((change: (marks: MarksState) => MarksState) => setState(change), []);
  return {
    ...state,
    setPreview: useCallback(
      (preview, focus) =>
        update((marks) => ({
          ...marks,
          preview,
          focus: clampFocus(focus ?? focusAtEnd(preview, marks.focus.to - marks.focus.from), preview),
        })),
      [update],
    ),
    setFocus: useCallback(
      (focus) => update((marks) => ({ ...marks, focus: clampFocus(focus, marks.preview) })),
      [update],
    ),
    setCursor: useCallback((cursorTs) => update((marks) => ({ ...marks, cursor: cursorTs })), [update]),
    setSelection: useCallback((selection) => update((marks) => ({ ...marks, selection })), [update]),
    apply: useCallback(
      (action, playheadTs) =>
        update((marks) => applyStreamAction(marks, action, { playheadTs, latest: Date.now() - PREVIEW_END_OFFSET_MS })),
      [update],
    ),
  };
}
