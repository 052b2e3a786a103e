/**
 * A spot schedule's confirmation (spec 03 section 4): matched in tolerance (DEFAULT, green),
 * matched off tolerance (OFF_TOLERANCE, yellow, with the difference), not aired, or still
 * pending while its window is open. The label says it in words, so colour is never the only sign.
 */
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Schedule } from '@antena/contract';
import { confirmingMatch, formatDiffMinutes, formatStationTime, windowOpen } from './schedule-format';

/** A badge's label is cut with an ellipsis in a narrow cell; these are short and must read whole. */
export const WHOLE_LABEL = { label: { overflow: 'visible' } } as const;

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
      <Badge variant="light" color={pending ? 'gray' : 'red'} size="sm" styles={WHOLE_LABEL}>
        {t(pending ? 'confirmation.pending' : 'confirmation.notAired')}
      </Badge>
    );
  }
  const off = match.confirmationType === 'OFF_TOLERANCE';
  const diff = t('confirmation.diff', { minutes: formatDiffMinutes(match.diff, i18n.language) });
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t('confirmation.matchedAt', { time: formatStationTime(match.datetime, timeZone, i18n.language) })}
      </Text>
      <Badge variant="light" color={off ? 'yellow' : 'green'} size="sm" styles={WHOLE_LABEL}>
        {t(off ? 'confirmation.offTolerance' : 'confirmation.inTolerance')} · {diff}
      </Badge>
    </Stack>
  );
}
