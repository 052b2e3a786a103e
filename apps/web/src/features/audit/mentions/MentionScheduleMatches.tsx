/**
 * The live mentions confirming one mention schedule (spec 03 section 2, the mention schedule
 * link): read from the mentions' status of the schedule's day, so the page shows every mention
 * that confirms it (not only the first) and the same colour as the status. Today's detection
 * runs at the end of the day, which the page says (spec 03 section 5).
 */
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LiveMention, Schedule } from '@antena/contract';
import { useAppServices } from '../../../app/app-services';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { errorText } from '../../../lib/api-error';
import { mentionStatusQueryOptions } from '../../live-mentions/live-mentions.api';
import { toZonedInputs } from '../../logger-stream/stream-time';
import { formatStationDateTime } from '../audit-format';
import { stationToday } from '../audit-range';
import { useAuditStation } from '../audit-station-context';
import { ConfidenceBadge } from './ConfidenceBadge';
import { DescriptionText } from './DescriptionText';
import { formatMentionScore } from './mention-format';
import { MentionStatusBadge } from './MentionStatusBadge';

export function MentionScheduleMatches({ schedule }: { schedule: Schedule }) {
  const { t, i18n } = useTranslation('audit-schedules');
  const { api } = useAppServices();
  const station = useAuditStation();
  const timeZone = station.timezone;
  const locale = i18n.language;
  const day = toZonedInputs(schedule.datetime, timeZone).date;
  const today = day >= stationToday(timeZone);
  const status = useQuery(mentionStatusQueryOptions(api, station.id, day, schedule.customId));
  const matches = status.data && (status.data.results.find((item) => item.schedule.id === schedule.id)?.matches ?? []);

  const columns: DataTableColumn<LiveMention>[] = [
    {
      id: 'datetime',
      header: t('detail.matchDatetime', { zone: timeZone }),
      cell: (row) => formatStationDateTime(row.datetime, timeZone, locale),
    },
    { id: 'name', header: t('mentionStatus.columns.name'), cell: (row) => row.name },
    {
      id: 'description',
      header: t('mentionStatus.columns.description'),
      width: '40%',
      cell: (row) => <DescriptionText text={row.description} />,
    },
    {
      id: 'score',
      header: t('detail.score'),
      align: 'right',
      cell: (row) => formatMentionScore(row.score, locale),
    },
    {
      id: 'confidence',
      header: t('mentionStatus.columns.confidence'),
      cell: (row) => <ConfidenceBadge confidence={row.confidence} />,
    },
  ];

  return (
    <Stack gap="sm">
      <Group gap="sm" align="center">
        <Title order={3} size="h4">
          {t('mentionStatus.detailTitle')}
        </Title>
        {matches && !today && <MentionStatusBadge matches={matches.length} count={schedule.count} />}
      </Group>
      {today && (
        <Alert color="gray" icon={<IconClockHour4 />} role="status">
          <Text size="sm">{t('mentionStatus.todayUnavailable')}</Text>
        </Alert>
      )}
      <DataTable
        label={t('mentionStatus.detailLabel')}
        columns={columns}
        rows={matches}
        rowKey={(row) => row.id}
        loadingLabel={t('mentionStatus.loading')}
        failed={
          status.isError
            ? {
                title: t('mentionStatus.loadFailed'),
                message: errorText(status.error, t),
                onRetry: () => void status.refetch(),
              }
            : null
        }
        empty={<EmptyState title={t('mentionStatus.detailEmpty')} description={t('mentionStatus.detailEmptyHelp')} />}
        totalLabel={(count) => t('mentionStatus.detailTotal', { count, scheduled: schedule.count })}
      />
    </Stack>
  );
}
