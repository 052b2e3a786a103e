/**
 * The focus range as the strips show it while the user drags, zooms or pans: it follows every
 * input at once, while the screen hears of it at most every 50 ms (spec 02 section 9: focus
 * change throttle 50 ms). A focus the screen sets itself (a hotkey, a new preview) replaces it;
 * the screen's echo of a value the timeline sent does not, as the input may be further along.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { sameRange } from './focus-range';
import { throttle, type Throttled } from '../../../lib/throttle';
import type { TimeRange } from './timeline.types';

/** spec 02 section 9: focus change throttle 50 ms. */
export const FOCUS_CHANGE_THROTTLE_MS = 50;

interface FocusInputState {
  shown: TimeRange;
  fromScreen: TimeRange;
  sent: TimeRange | null;
}

export function useFocusInput(
  focus: TimeRange,
  onFocusChange: (range: TimeRange) => void,
): [TimeRange, (range: TimeRange) => void] {
  const [state, setState] = useState<FocusInputState>({ shown: focus, fromScreen: focus, sent: null });
  if (!sameRange(state.fromScreen, focus)) {
    setState({ ...state, fromScreen: focus, shown: sameRange(focus, state.sent) ? state.shown : focus });
  }

  const onChange = useRef(onFocusChange);
  useEffect(() => {
    onChange.current = onFocusChange;
  });

  const send = useRef<Throttled<[TimeRange]> | null>(null);
  useEffect(() => {
    const throttled = throttle((range: TimeRange) => {
      setState((current) => ({ ...current, sent: range }));
      onChange.current(range);
    }, FOCUS_CHANGE_THROTTLE_MS);
    send.current = throttled;
    return () => {
      throttled.cancel();
      send.current = null;
    };
  }, []);

  const input = useCallback((range: TimeRange) => {
    setState((current) => (sameRange(current.shown, range) ? current : { ...current, shown: range }));
    send.current?.(range);
  }, []);
  return [state.shown, input];
}
