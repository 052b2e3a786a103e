/**
 * The equal-md5 report (spec 03 "Same-content report item"): the station's audios uploaded in the
 * range that share their content with another, one row per content (md5) with its audios.
 */
import { Code, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditAudio } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { equalMd5QueryOptions } from '../audit-reports.api';
import { formatSeconds, formatStationDateTime } from '../audit-format';
import { dayRangeBounds, stationToday } from '../audit-range';
import { useAuditStation } from '../audit-station-context';
import { lastDays, resolveReportRange } from './report-range';
import type { ReportProps } from './report-props';
import { ReportRangeFields } from './ReportRangeFields';

/** docs/decisions.md: like no-matches, the audios uploaded in the last week by default. */
const DEFAULT_DAYS = 7;

type Group = { md5: string; audios: AuditAudio[] };

export function EqualMd5Report({ search, onSearchChange }: ReportProps) {
  const { t, i18n } = useTranslation('audit-reports');
  const { api } = useAppServices();
  const station = useAuditStation();
  const timeZone = station.timezone;
  const fallback = lastDays(DEFAULT_DAYS, timeZone);
  const range = resolveReportRange(search, fallback, timeZone);
  const report = useQuery(equalMd5QueryOptions(api, station.id, dayRangeBounds(range, timeZone)));

  const columns: DataTableColumn<Group>[] = [
    { id: 'md5', header: t('equalMd5.columns.md5'), cell: (row) => <Code>{row.md5}</Code>, width: 300 },
    {
      id: 'audios',
      header: t('equalMd5.columns.audios'),
      cell: (row) => (
        <Stack gap={4}>
          {row.audios.map((audio) => (
            <Text size="sm" key={audio.id}>
              <Text span fw={600} size="sm">
                {audio.customId}
              </Text>{' '}
              <Text span c="dimmed" size="sm">
                {t('equalMd5.audio', {
                  filename: audio.filename,
                  duration: formatSeconds(audio.duration, i18n.language),
                  createdAt: formatStationDateTime(audio.createdAt, timeZone, i18n.language),
                })}
              </Text>
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      id: 'count',
      header: t('equalMd5.columns.count'),
      align: 'right',
      cell: (row) => row.audios.length,
      sortValue: (row) => row.audios.length,
    },
  ];

  return (
    <Stack gap="md">
      <ReportRangeFields
        range={range}
        today={stationToday(timeZone)}
        fromLabel={t('range.uploadedFrom')}
        toLabel={t('range.uploadedTo')}
        reset={{ label: t('range.lastWeek'), range: fallback }}
        onChange={(next) => onSearchChange({ report: 'equal-md5', from: next?.from, to: next?.to })}
      />
      <Text size="xs" c="dimmed">
        {t('range.zone', { zone: timeZone })}
      </Text>
      <DataTable
        label={t('equalMd5.label')}
        columns={columns}
        rows={report.data?.results}
        rowKey={(row) => row.md5}
        loadingLabel={t('equalMd5.loading')}
        failed={
          report.isError
            ? { title: t('equalMd5.loadFailed'), error: report.error, onRetry: () => void report.refetch() }
            : null
        }
        empty={<EmptyState title={t('equalMd5.empty')} description={t('equalMd5.emptyHelp')} />}
        totalLabel={(count) => t('equalMd5.total', { count })}
      />
    </Stack>
  );
}
