/**
 * The focus strip's time axis: tick marks and clock labels on the station's clock, and under
 * them the date and the zone the labels are read in (issue 13.6).
 */
import { memo } from 'react';
import { Box } from '@mantine/core';
import { axisTicks } from './axis';
import { formatDate, zoneLabel } from './zoned-time';
import type { TimeRange } from './timeline.types';

export const AXIS_HEIGHT = 38;

/** Labels this close to an edge align inside the strip rather than centre on their tick. */
const EDGE_PX = 32;

function labelShift(x: number, width: number): string {
  if (x < EDGE_PX) return 'translateX(0)';
  if (x > width - EDGE_PX) return 'translateX(-100%)';
  return 'translateX(-50%)';
}

export interface TimeAxisProps {
  range: TimeRange;
  width: number;
  timeZone: string;
}

const TICK_STYLE = {
  position: 'absolute',
  top: 0,
  width: 1,
  height: 5,
  background: 'var(--mantine-color-dimmed)',
} as const;
const LABEL_STYLE = {
  position: 'absolute',
  top: 4,
  whiteSpace: 'nowrap',
  fontSize: 'var(--mantine-font-size-xs)',
  color: 'var(--mantine-color-dimmed)',
} as const;

/**
 * Memoised: the playhead re-renders the timeline every 150 ms while playing; this part need not
 * follow. Plain elements keyed by position: while panning the same few nodes move and relabel,
 * rather than ticks mounting and unmounting as styled components on every frame.
 */
export const TimeAxis = memo(function TimeAxis({ range, width, timeZone }: TimeAxisProps) {
  const ticks = axisTicks(range, width, timeZone);
  const fromDay = formatDate(range.from, timeZone);
  const toDay = formatDate(range.to, timeZone);
  const days = fromDay === toDay ? fromDay : `${fromDay} – ${toDay}`;
  return (
    <Box
      data-testid="timeline-axis"
      pos="relative"
      style={{ height: AXIS_HEIGHT, borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      {ticks.map((tick, index) => (
        <div key={index} data-ts={tick.ts}>
          <div style={{ ...TICK_STYLE, left: tick.x }} />
          <span style={{ ...LABEL_STYLE, left: tick.x, transform: labelShift(tick.x, width) }}>{tick.label}</span>
        </div>
      ))}
      <span data-testid="timeline-axis-date" style={{ ...LABEL_STYLE, top: 20, left: 4 }}>
        {days} · {zoneLabel(range.from, timeZone)}
      </span>
    </Box>
  );
});
