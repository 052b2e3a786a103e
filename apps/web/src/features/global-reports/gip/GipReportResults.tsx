/**
 * The GIP report's preview (spec 03 "GIP report screen"): the summary (schedules, confirmed,
 * off tolerance, efficiency), the toggle that hides off-tolerance rows (asked of the server, so
 * pages and totals follow), and the table: station, date, time, advertiser, campaign, version,
 * duration, contract, order number, schedule SI / NO (off-tolerance rows highlighted) and Show.
 */
import { Badge, Group, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GipReportPreview, GipReportRow } from '@antena/contract';
import type { DataTableColumn } from '../../../components/DataTable';
import { MissingAudiosWarning } from './OrderLoader';
import { formatDurationSeconds, formatPercent, formatReportDate, formatReportTime } from './report-format';
import { ReportShowLink } from './ReportShowLink';
import { ReportPreviewTable } from './ReportPreviewTable';

export interface GipReportResultsProps {
  preview: UseQueryResult<GipReportPreview>;
  page: number;
  pageSize: number;
  hideOffTolerance: boolean;
  onPageChange: (page: number, pageSize: number) => void;
  onHideOffToleranceChange: (hide: boolean) => void;
}

function SummaryValue({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

export function GipReportResults(props: GipReportResultsProps) {
  const { preview, page, pageSize, hideOffTolerance } = props;
  const { t, i18n } = useTranslation('gip-report');
  const locale = i18n.language;
  const number = new Intl.NumberFormat(locale);
  const summary = preview.data?.summary;

  const columns: DataTableColumn<GipReportRow>[] = [
    { id: 'station', header: t('table.station'), cell: (row) => row.stationName },
    { id: 'date', header: t('table.date'), cell: (row) => formatReportDate(row.datetime, row.timezone, locale) },
    { id: 'time', header: t('table.time'), cell: (row) => formatReportTime(row.datetime, row.timezone, locale) },
    { id: 'advertiser', header: t('table.advertiser'), cell: (row) => row.advertiser || '-' },
    { id: 'campaign', header: t('table.campaign'), cell: (row) => row.campaign || '-' },
    { id: 'version', header: t('table.version'), cell: (row) => row.version || '-' },
    {
      id: 'duration',
      header: t('table.duration'),
      align: 'right',
      cell: (row) => formatDurationSeconds(row.duration, locale),
    },
    { id: 'contract', header: t('table.contract'), cell: (row) => row.contract || '-' },
    { id: 'order', header: t('table.order'), cell: (row) => row.order ?? '-' },
    {
      id: 'schedule',
      header: t('table.schedule'),
      cell: (row) =>
        row.inTolerance ? (
          <Badge color="green" variant="light" size="sm">
            {t('table.yes')}
          </Badge>
        ) : (
          <Badge
            color="yellow"
            variant="filled"
            size="sm"
            title={t('table.offTolerance', { minutes: number.format(row.diffMinutes) })}
          >
            {t('table.no')}
          </Badge>
        ),
    },
    { id: 'show', header: t('table.show'), hideHeader: true, cell: (row) => <ReportShowLink row={row} /> },
  ];

  return (
    <Stack gap="md">
      {summary && (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" role="group" aria-label={t('summary.label')}>
          <SummaryValue label={t('summary.schedules')} value={number.format(summary.schedules)} />
          <SummaryValue label={t('summary.confirmed')} value={number.format(summary.confirmed)} />
          <SummaryValue label={t('summary.offTolerance')} value={number.format(summary.offTolerance)} />
          <SummaryValue
            label={t('summary.efficiency')}
            value={`${formatPercent(summary.efficiency * 100, locale)} %`}
          />
        </SimpleGrid>
      )}
      {preview.data && preview.data.missingAudioCustomIds.length > 0 && (
        <MissingAudiosWarning customIds={preview.data.missingAudioCustomIds} />
      )}
      <Group>
        <Switch
          label={t('table.hideOffTolerance')}
          checked={hideOffTolerance}
          onChange={(event) => props.onHideOffToleranceChange(event.currentTarget.checked)}
        />
      </Group>
      <ReportPreviewTable
        label={t('table.gipLabel')}
        columns={columns}
        rowKey={(row) => `${row.scheduleId}-${row.matchId}`}
        rowColor={(row) => (row.inTolerance ? undefined : 'var(--mantine-color-yellow-light)')}
        preview={preview}
        page={page}
        pageSize={pageSize}
        onPageChange={props.onPageChange}
      />
    </Stack>
  );
}
