/**
 * The schedule's MENTIONS (INDEX) tab, the mentions by day (issue 16, issue 19 point 3): per
 * station day of the range and mention schedule, the times it is to be read, the live mentions
 * confirming it and its status colour (spec 03 section 4). A day's mentions are detected once
 * its transcription is complete, so today says its results are not available yet (spec 03
 * section 5) rather than showing every schedule as unread.
 */
import { Alert, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { resolveDayRange, stationToday } from '../audit-range';
import { useAuditStation } from '../audit-station-context';
import { MENTION_STATUS_MAX_DAYS, mentionStatusDays } from '../mentions/mention-status-days';
import { MentionStatusTable } from '../mentions/MentionStatusTable';
import { ScheduleFilters, type ScheduleListProps } from './ScheduleFilters';

export function MentionsIndex({ search, onSearchChange }: ScheduleListProps) {
  const { t } = useTranslation('audit-schedules');
  const station = useAuditStation();
  const timeZone = station.timezone;
  const { days, includesToday, capped } = mentionStatusDays(resolveDayRange(search, timeZone), stationToday(timeZone));

  return (
    <Stack gap="md">
      <ScheduleFilters search={search} onSearchChange={onSearchChange} />
      {includesToday && (
        <Alert color="gray" icon={<IconClockHour4 />} role="status">
          <Text size="sm">{t('mentionStatus.todayUnavailable')}</Text>
        </Alert>
      )}
      {capped && (
        <Text size="sm" c="dimmed">
          {t('mentionStatus.capped', { count: MENTION_STATUS_MAX_DAYS })}
        </Text>
      )}
      {days.length > 0 && <MentionStatusTable days={days} customId={search.customId} />}
    </Stack>
  );
}
