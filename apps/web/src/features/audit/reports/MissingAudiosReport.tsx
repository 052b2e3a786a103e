/**
 * The missing-audios report (spec 03 "Missing audio item", sections 2 and 9): the station's
 * schedules in the range (today by default) whose custom id has no audio loaded, so their airings
 * cannot be found; each leads to its schedule and to the upload of audios.
 */
import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { missingAudioItemSchema } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { missingAudiosQueryOptions } from '../audit-reports.api';
import { formatStationDateTime } from '../audit-format';
import { dayRangeBounds, stationToday } from '../audit-range';
import { useAuditStation } from '../audit-station-context';
import { lastDays, resolveReportRange } from './report-range';
import type { ReportProps } from './report-props';
import { ReportRangeFields } from './ReportRangeFields';

type Row = z.infer<typeof missingAudioItemSchema>;

export function MissingAudiosReport({ search, onSearchChange }: ReportProps) {
  const { t, i18n } = useTranslation('audit-reports');
  const { api } = useAppServices();
  const station = useAuditStation();
  const timeZone = station.timezone;
  const locale = i18n.language;
  // spec 03 section 9: the missing-audios default range is today.
  const fallback = lastDays(1, timeZone);
  const range = resolveReportRange(search, fallback, timeZone);
  const report = useQuery(missingAudiosQueryOptions(api, station.id, dayRangeBounds(range, timeZone)));
  const rows = report.data?.results;

  const columns: DataTableColumn<Row>[] = [
    { id: 'station', header: t('missingAudios.columns.station'), cell: (row) => row.station.name },
    {
      id: 'customId',
      header: t('missingAudios.columns.customId'),
      cell: (row) => row.customId,
      sortValue: (row) => row.customId,
    },
    {
      id: 'datetime',
      header: t('missingAudios.columns.datetime', { zone: timeZone }),
      cell: (row) => (
        <AnchorLink
          to="/audit/s/$station/schedule/spot/$id"
          params={{ station: row.station.slug, id: row.id }}
          size="sm"
          aria-label={t('missingAudios.openSchedule', {
            customId: row.customId,
            datetime: formatStationDateTime(row.datetime, timeZone, locale),
          })}
        >
          {formatStationDateTime(row.datetime, timeZone, locale)}
        </AnchorLink>
      ),
      sortValue: (row) => row.datetime,
    },
    { id: 'advertiser', header: t('missingAudios.columns.advertiser'), cell: (row) => row.advertiser || '-' },
    { id: 'version', header: t('missingAudios.columns.version'), cell: (row) => row.version || '-' },
  ];

  return (
    <Stack gap="md">
      <ReportRangeFields
        range={range}
        today={stationToday(timeZone)}
        fromLabel={t('range.scheduledFrom')}
        toLabel={t('range.scheduledTo')}
        reset={{ label: t('range.today'), range: fallback }}
        onChange={(next) => onSearchChange({ report: 'missing-audios', from: next?.from, to: next?.to })}
      />
      <Text size="xs" c="dimmed">
        {t('range.zone', { zone: timeZone })}
      </Text>
      {rows && rows.length > 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle />}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('missingAudios.warning')}</Text>
            <ButtonLink
              to="/audit/s/$station/upload/audios"
              params={{ station: station.slug }}
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} />}
            >
              {t('missingAudios.upload')}
            </ButtonLink>
          </Group>
        </Alert>
      )}
      <DataTable
        label={t('missingAudios.label')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loadingLabel={t('missingAudios.loading')}
        failed={
          report.isError
            ? { title: t('missingAudios.loadFailed'), error: report.error, onRetry: () => void report.refetch() }
            : null
        }
        empty={<EmptyState title={t('missingAudios.empty')} description={t('missingAudios.emptyHelp')} />}
        totalLabel={(count) => t('missingAudios.total', { count })}
        defaultSort={{ column: 'datetime', direction: 'asc' }}
        minWidth={800}
      />
    </Stack>
  );
}
