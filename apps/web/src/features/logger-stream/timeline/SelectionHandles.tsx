/**
 * The selection's two handles over the focus strip: drag one to move that edge (FocusStrip
 * handles the drag, told which edge by `data-edge`); focused, left and right move it a second
 * (five with shift), as the cursor's keys do. The selection menu and hotkeys stay the way in
 * for keyboard users; the handles are the pointer's.
 */
import type { KeyboardEvent } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { draggedSelection } from './selection-rules';
import { toPercent } from './time-scale';
import { formatClock } from './zoned-time';
import type { Selection, TimeRange } from './timeline.types';

const HANDLE_PX = 12;
/** spec 02 section 9: left and right move the cursor 1 s, 5 s with shift; the edges move alike. */
const KEY_STEP_MS = 1_000;
const KEY_STEP_SHIFT_MS = 5_000;

export type SelectionEdge = 'start' | 'end';

export interface SelectionHandlesProps {
  range: TimeRange;
  /** Normalized: start before end. */
  band: { start: number; end: number };
  timeZone: string;
  onSelectionChange(selection: Selection): void;
}

export function SelectionHandles({ range, band, timeZone, onSelectionChange }: SelectionHandlesProps) {
  const { t } = useTranslation('timeline');
  const handle = (edge: SelectionEdge) => {
    const ts = edge === 'start' ? band.start : band.end;
    const other = edge === 'start' ? band.end : band.start;
    if (ts < range.from || ts > range.to) return null;
    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      const sign = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
      if (sign === 0) return;
      // The screen's arrow hotkeys move the cursor: not while a handle has the keys.
      event.preventDefault();
      event.stopPropagation();
      onSelectionChange(draggedSelection(other, ts + sign * (event.shiftKey ? KEY_STEP_SHIFT_MS : KEY_STEP_MS)));
    };
    return (
      <Box
        key={edge}
        role="slider"
        tabIndex={0}
        aria-label={t(`marks.${edge === 'start' ? 'selectionStart' : 'selectionEnd'}`)}
        aria-valuemin={range.from}
        aria-valuemax={range.to}
        aria-valuenow={ts}
        aria-valuetext={formatClock(ts, timeZone, true)}
        data-testid={`selection-handle-${edge}`}
        data-edge={edge}
        pos="absolute"
        top={0}
        bottom={0}
        onKeyDown={onKeyDown}
        // A click on a handle is not a click on the strip (that would move the cursor or open a menu).
        onClick={(event) => event.stopPropagation()}
        style={{
          left: `${toPercent(range, ts)}%`,
          width: HANDLE_PX,
          marginLeft: -HANDLE_PX / 2,
          cursor: 'ew-resize',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          touchAction: 'none',
        }}
      >
        <Box
          data-edge={edge}
          w={6}
          h={28}
          style={{
            borderRadius: 3,
            background: 'var(--mantine-color-blue-filled)',
            border: '1px solid var(--mantine-color-body)',
          }}
        />
      </Box>
    );
  };
  return (
    <>
      {handle('start')}
      {handle('end')}
    </>
  );
}
