/** The timeline's public face for the logger stream screen. */
export { LoggerTimeline, FOCUS_HEIGHT, PREVIEW_HEIGHT, type LoggerTimelineProps } from './LoggerTimeline';
export type { Selection, TimeRange } from './timeline.types';
export {
  MIN_SELECTION_MS,
  isValidSelection,
  normalizeSelection,
  selectionPoint,
  selectionRange,
  withSelectionEnd,
  withSelectionStart,
  type SelectionSource,
} from './selection-rules';
export { DEFAULT_FOCUS_MS, MIN_FOCUS_MS, clampFocus, moveFocus, zoomFocus } from './focus-range';
