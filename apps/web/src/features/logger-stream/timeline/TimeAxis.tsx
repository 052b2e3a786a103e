/** The focus strip's time axis: tick marks and clock labels of the user's timezone. */
import { memo } from 'react';
import { Box, Text } from '@mantine/core';
import { axisTicks } from './axis';
import type { TimeRange } from './timeline.types';

export const AXIS_HEIGHT = 22;

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

// Memoised: the playhead re-renders the timeline every 150 ms while playing; this part need not follow.
export const TimeAxis = memo(function TimeAxis({ range, width, timeZone }: TimeAxisProps) {
  const ticks = axisTicks(range, width, timeZone);
  return (
    <Box
      data-testid="timeline-axis"
      pos="relative"
      style={{ height: AXIS_HEIGHT, borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      {ticks.map((tick) => (
        <Box key={tick.ts} pos="absolute" top={0} style={{ left: tick.x }}>
          <Box w={1} h={5} bg="var(--mantine-color-dimmed)" />
          <Text
            component="span"
            size="xs"
            c="dimmed"
            style={{ position: 'absolute', top: 4, transform: labelShift(tick.x, width), whiteSpace: 'nowrap' }}
          >
            {tick.label}
          </Text>
        </Box>
      ))}
    </Box>
  );
});
