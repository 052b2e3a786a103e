/**
 * A spot schedule's confirmation (spec 03 section 4): matched in tolerance (DEFAULT, green),
 * matched off tolerance (OFF_TOLERANCE, yellow, with the difference), not aired, or still
 * pending while its window is open. The label says it in words, so colour is never the only sign.
 */
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Schedule } from '@antena/contract';
import { confirmingMatch, formatDiffMinutes, formatStationTime, windowOpen } from './schedule-format';

export interface ConfirmationBadgeProps {
  schedule: Schedule;
  timeZone: string;
}

export function ConfirmationBadge({ schedule, timeZone }: ConfirmationBadgeProps) {
  const { t, i18n } = useTranslation('audit-schedules');
  const match = confirmingMatch(schedule);
  if (!match) {
    const pending = windowOpen(schedule);
    return (
      <Badge variant="light" color={pending ? 'gray' : 'red'} size="sm">
        {t(pending ? 'confirmation.pending' : 'confirmation.notAired')}
      </Badge>
    );
  }
  const off = match.confirmationType === 'OFF_TOLERANCE';
  const diff = t('confirmation.diff', { minutes: formatDiffMinutes(match.diff, i18n.language) });
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">
        {t('confirmation.matchedAt', { time: formatStationTime(match.datetime, timeZone, i18n.language) })}
      </Text>
      <Badge variant="light" color={off ? 'yellow' : 'green'} size="sm">
        {t(off ? 'confirmation.offTolerance' : 'confirmation.inTolerance')} · {diff}
      </Badge>
    </Group>
  );
}
