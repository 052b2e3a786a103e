/** The last hour of a station as a thin bar: recorded stretches filled, gaps left empty. */
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SegmentSummary } from '@antena/contract';
import { segmentActivity } from './activity-strip';

const STRIP_HEIGHT = 8;

export interface SegmentActivityStripProps {
  segments: readonly SegmentSummary[];
  /** The end of the hour shown: when the status was read. */
  now: number;
}

export function SegmentActivityStrip({ segments, now }: SegmentActivityStripProps) {
  const { t } = useTranslation('logger');
  const { runs, recordedMs } = segmentActivity(segments, now);

  if (runs.length === 0) {
    return (
      <Text size="sm" c="dimmed" mih={STRIP_HEIGHT + 20}>
        {t('card.noActivity')}
      </Text>
    );
  }

  const label = t('card.activity', { minutes: Math.round(recordedMs / 60_000) });
  return (
    <Box>
      <Box
        role="img"
        aria-label={label}
        title={label}
        pos="relative"
        h={STRIP_HEIGHT}
        style={{
          borderRadius: STRIP_HEIGHT / 2,
          overflow: 'hidden',
          background: 'var(--mantine-color-default-border)',
        }}
      >
        {runs.map((run) => (
          <Box
            key={run.start}
            data-activity-run=""
            pos="absolute"
            top={0}
            bottom={0}
            style={{
              left: `${run.start * 100}%`,
              width: `${(run.end - run.start) * 100}%`,
              // A lone 30 s segment is under 1 % of the hour: keep it visible.
              minWidth: 2,
              background: 'var(--mantine-color-teal-filled)',
            }}
          />
        ))}
      </Box>
      <Group justify="space-between" gap="xs" mt={2} aria-hidden>
        <Text size="xs" c="dimmed">
          {t('card.hourAgo')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('card.now')}
        </Text>
      </Group>
    </Box>
  );
}
