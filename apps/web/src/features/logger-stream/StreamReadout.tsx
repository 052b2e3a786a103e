/**
 * The times of the stream screen in words (issue 13.6): the playhead to the second, the cursor,
 * and the selection's start, end and duration, on the station's clock with its date; the zone
 * is named in the header and on the axis.
 */
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { selectionRange } from './timeline/selection-rules';
import type { Selection } from './timeline/timeline.types';
import { formatClock, formatDate, formatDuration } from './timeline/zoned-time';

export interface StreamReadoutProps {
  timeZone: string;
  playheadTs: number | null;
  cursor: number | null;
  selection: Selection | null;
}

export function StreamReadout({ timeZone, playheadTs, cursor, selection }: StreamReadoutProps) {
  const { t } = useTranslation('logger-stream');
  const moment = (ts: number) => `${formatDate(ts, timeZone)} ${formatClock(ts, timeZone, true)}`;
  const range = selection && selectionRange(selection);
  const item = (testId: string, label: string, value: string | null) => (
    <Text size="sm" data-testid={testId}>
      <Text span c="dimmed" size="sm">
        {label}{' '}
      </Text>
      <Text span ff="monospace" size="sm">
        {value ?? '—'}
      </Text>
    </Text>
  );
  return (
    <Group gap="lg" role="status" aria-label={t('readout.label')}>
      {item('readout-playhead', t('readout.playhead'), playheadTs === null ? null : moment(playheadTs))}
      {item('readout-cursor', t('readout.cursor'), cursor === null ? null : moment(cursor))}
      {item(
        'readout-selection',
        t('readout.selection'),
        range &&
          t('readout.selectionValue', {
            from: moment(range.from),
            to: formatClock(range.to, timeZone, true),
            duration: formatDuration(range.to - range.from),
          }),
      )}
    </Group>
  );
}
