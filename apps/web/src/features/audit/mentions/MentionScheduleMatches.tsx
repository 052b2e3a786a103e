/**
 * The live mentions confirming one mention schedule (spec 03 section 2, the mention schedule
 * link): read from the mentions' status of the schedule's day, so the page shows every mention
 * that confirms it (not only the first) and the same colour as the status. Each is the stream's
 * live mention item, reviewed and shared from here as there; a rejected one confirms nothing and
 * leaves the list. Today's detection runs at the end of the day, which the page says (spec 03
 * section 5).
 */
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Schedule } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState, LoadingState } from '../../../components/QueryState';
import { errorText } from '../../../lib/api-error';
import { LiveMentionItem } from '../../live-mentions/LiveMentionItem';
import { mentionStatusQueryOptions } from '../../live-mentions/live-mentions.api';
import { toZonedInputs } from '../../logger-stream/stream-time';
import { stationToday } from '../audit-range';
import { useAuditStation } from '../audit-station-context';
import { MentionStatusBadge } from './MentionStatusBadge';

export function MentionScheduleMatches({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation('audit-schedules');
  const { api } = useAppServices();
  const station = useAuditStation();
  const day = toZonedInputs(schedule.datetime, station.timezone).date;
  const today = day >= stationToday(station.timezone);
  const status = useQuery(mentionStatusQueryOptions(api, station.id, day, schedule.customId));
  const matches = status.data && (status.data.results.find((item) => item.schedule.id === schedule.id)?.matches ?? []);

  return (
    <Stack gap="sm" component="section" aria-label={t('mentionStatus.detailLabel')}>
      <Group gap="sm" align="center">
        <Title order={3} size="h4">
          {t('mentionStatus.detailTitle')}
        </Title>
        {matches && !today && <MentionStatusBadge matches={matches.length} count={schedule.count} />}
        {matches && (
          <Text size="sm" c="dimmed">
            {t('mentionStatus.detailTotal', { count: matches.length, scheduled: schedule.count })}
          </Text>
        )}
      </Group>
      {today && (
        <Alert color="gray" icon={<IconClockHour4 />} role="status">
          <Text size="sm">{t('mentionStatus.todayUnavailable')}</Text>
        </Alert>
      )}
      {status.isPending && <LoadingState label={t('mentionStatus.loading')} />}
      {status.isError && (
        <ErrorState
          title={t('mentionStatus.loadFailed')}
          message={errorText(status.error, t)}
          onRetry={() => void status.refetch()}
        />
      )}
      {matches?.length === 0 && (
        <EmptyState title={t('mentionStatus.detailEmpty')} description={t('mentionStatus.detailEmptyHelp')} />
      )}
      {matches?.map((mention) => (
        <LiveMentionItem key={mention.id} mention={mention} stationId={station.id} timeZone={station.timezone} />
      ))}
    </Stack>
  );
}
