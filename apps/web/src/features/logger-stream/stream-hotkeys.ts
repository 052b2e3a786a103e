/**
 * spec 02 section 9: the stream screen's hotkeys, as a table of keys (Mantine syntax; `mod` is
 * Ctrl, or Cmd on a Mac) to actions, and the pure effect of each action that moves the focus,
 * the cursor or the selection. Playback, downloads and fragments are the screen's to run.
 */
import { MIN_FOCUS_MS, zoomFocus } from './timeline/focus-range';
import {
  MIN_SELECTION_MS,
  normalizeSelection,
  selectionPoint,
  withSelectionEnd,
  withSelectionStart,
} from './timeline/selection-rules';
import type { Selection } from './timeline/timeline.types';
import { HOUR, MINUTE, SECOND, focusAround, walkFocus, type TimeRange } from './stream-range';

export type StreamAction =
  | 'focusBack'
  | 'focusForward'
  | 'focusBackHour'
  | 'focusForwardHour'
  | 'zoomFullIn'
  | 'zoomFullOut'
  | 'zoomSelectionStart'
  | 'zoomSelectionEnd'
  | 'togglePlay'
  | 'selectionStartAtCursor'
  | 'selectionEndAtCursor'
  | 'selectionGrow'
  | 'selectionShrink'
  | 'selectionStartAtPlayhead'
  | 'selectionEndAtPlayhead'
  | 'cursorBack'
  | 'cursorForward'
  | 'cursorBackMore'
  | 'cursorForwardMore'
  | 'zoomIn'
  | 'zoomOut'
  | 'download'
  | 'createFragment'
  | 'addChunk'
  | 'clear';

/** Keys to actions, in the order the hotkeys modal lists them. */
export const STREAM_HOTKEYS: readonly { keys: string; action: StreamAction }[] = [
  { keys: 'j', action: 'focusBack' },
  { keys: 'l', action: 'focusForward' },
  { keys: 'shift+j', action: 'focusBackHour' },
  { keys: 'shift+l', action: 'focusForwardHour' },
  { keys: 'mod+ArrowUp', action: 'zoomFullIn' },
  { keys: 'mod+ArrowDown', action: 'zoomFullOut' },
  { keys: 'mod+i', action: 'zoomSelectionStart' },
  { keys: 'mod+o', action: 'zoomSelectionEnd' },
  { keys: 'k', action: 'togglePlay' },
  { keys: 'space', action: 'togglePlay' },
  { keys: 'shift+i', action: 'selectionStartAtCursor' },
  { keys: 'shift+o', action: 'selectionEndAtCursor' },
  { keys: 'mod+shift+ArrowUp', action: 'selectionGrow' },
  { keys: 'mod+shift+ArrowDown', action: 'selectionShrink' },
  { keys: 'i', action: 'selectionStartAtPlayhead' },
  { keys: 'o', action: 'selectionEndAtPlayhead' },
  { keys: 'ArrowLeft', action: 'cursorBack' },
  { keys: 'ArrowRight', action: 'cursorForward' },
  { keys: 'shift+ArrowLeft', action: 'cursorBackMore' },
  { keys: 'shift+ArrowRight', action: 'cursorForwardMore' },
  { keys: 'shift+ArrowUp', action: 'zoomIn' },
  { keys: 'shift+ArrowDown', action: 'zoomOut' },
  { keys: 'p', action: 'addChunk' },
  { keys: 'f', action: 'createFragment' },
  { keys: 'd', action: 'download' },
  { keys: 'Escape', action: 'clear' },
];

/** spec 02 section 9 steps. */
export const FOCUS_STEP_MS = 5 * MINUTE;
export const CURSOR_STEP_MS = SECOND;
export const CURSOR_BIG_STEP_MS = 5 * SECOND;
export const SELECTION_STEP_MS = 5 * SECOND;
export const ZOOM_STEP_MS = 30 * SECOND;

export interface MarksState {
  preview: TimeRange;
  focus: TimeRange;
  cursor: number | null;
  selection: Selection | null;
}

export interface MarksContext {
  playheadTs: number | null;
  /** The newest moment the screen may show (30 s ago). */
  latest: number;
}

/** The selection with its end moved by `delta` ms, unless that breaks the 2-minute minimum. */
export function nudgeSelectionEnd(selection: Selection, delta: number): Selection {
  const { start, end } = normalizeSelection(selection.tsA, selection.tsB);
  return end + delta - start >= MIN_SELECTION_MS ? { tsA: start, tsB: end + delta } : { tsA: start, tsB: end };
}

/** Cursor and selection are alternative marks: a selection made from the cursor consumes it. */
function markSelection(state: MarksState, edge: 'start' | 'end', ts: number | null): MarksState {
  if (ts === null) return state;
  const selection = edge === 'start' ? withSelectionStart(state.selection, ts) : withSelectionEnd(state.selection, ts);
  return { ...state, selection, cursor: null };
}

/**
 * The marks after an action; the same state when the action does not apply (no cursor, no
 * selection, nothing playing), so the key does nothing rather than guess.
 */
export function applyStreamAction(state: MarksState, action: StreamAction, context: MarksContext): MarksState {
  const { preview, focus, cursor, selection } = state;
  const span = focus.to - focus.from;
  const centre = (focus.from + focus.to) / 2;
  const marks = { cursor, playheadTs: context.playheadTs };
  const walk = (delta: number) => ({ ...state, ...walkFocus(preview, focus, delta, context.latest) });
  const zoomTo = (length: number) => ({ ...state, focus: zoomFocus(focus, length / span, centre, preview) });
  const moveCursor = (delta: number) => (cursor === null ? state : { ...state, cursor: cursor + delta });
  const edges = selection && normalizeSelection(selection.tsA, selection.tsB);
  switch (action) {
    case 'focusBack':
      return walk(-FOCUS_STEP_MS);
    case 'focusForward':
      return walk(FOCUS_STEP_MS);
    case 'focusBackHour':
      return walk(-HOUR);
    case 'focusForwardHour':
      return walk(HOUR);
    case 'zoomFullIn':
      return zoomTo(MIN_FOCUS_MS);
    case 'zoomFullOut':
      return { ...state, focus: { ...preview } };
    case 'zoomIn':
      return zoomTo(span - ZOOM_STEP_MS);
    case 'zoomOut':
      return zoomTo(span + ZOOM_STEP_MS);
    case 'zoomSelectionStart':
      return edges ? { ...state, focus: focusAround(edges.start, preview, MIN_FOCUS_MS) } : state;
    case 'zoomSelectionEnd':
      return edges ? { ...state, focus: focusAround(edges.end, preview, MIN_FOCUS_MS) } : state;
    case 'selectionStartAtCursor':
      return markSelection(state, 'start', selectionPoint('cursor', marks));
    case 'selectionEndAtCursor':
      return markSelection(state, 'end', selectionPoint('cursor', marks));
    case 'selectionStartAtPlayhead':
      return markSelection(state, 'start', selectionPoint('playhead', marks));
    case 'selectionEndAtPlayhead':
      return markSelection(state, 'end', selectionPoint('playhead', marks));
    case 'selectionGrow':
      return selection ? { ...state, selection: nudgeSelectionEnd(selection, SELECTION_STEP_MS) } : state;
    case 'selectionShrink':
      return selection ? { ...state, selection: nudgeSelectionEnd(selection, -SELECTION_STEP_MS) } : state;
    case 'cursorBack':
      return moveCursor(-CURSOR_STEP_MS);
    case 'cursorForward':
      return moveCursor(CURSOR_STEP_MS);
    case 'cursorBackMore':
      return moveCursor(-CURSOR_BIG_STEP_MS);
    case 'cursorForwardMore':
      return moveCursor(CURSOR_BIG_STEP_MS);
    case 'clear':
      return { ...state, cursor: null, selection: null };
    case 'togglePlay':
    case 'download':
    case 'createFragment':
    case 'addChunk':
      return state;
  }
}
