/**
 * The GIP alternative report's preview (spec 03 "GIP alternative report screen"): the stats
 * panel, a station filter over the results, the include-all-matches checkbox (unchecked, each
 * row gets a checkbox and the unchecked rows are the excluded matches the download and the
 * saved report leave out), and the table: date, time, station, advertiser, campaign, version,
 * custom ID, duration, order and Show.
 */
import { Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AlternativeReportPreview, AlternativeReportRow } from '@antena/contract';
import type { DataTableColumn } from '../../../components/DataTable';
import { AlternativeStatsPanel } from './AlternativeStatsPanel';
import { formatDurationSeconds, formatReportDate, formatReportTime } from './report-format';
import { ReportShowLink } from './ReportShowLink';
import { ReportPreviewTable } from './ReportPreviewTable';

export interface AlternativeReportResultsProps {
  preview: UseQueryResult<AlternativeReportPreview>;
  page: number;
  pageSize: number;
  onPageChange: (page: number, pageSize: number) => void;
  /** The stations the report covers, for the station filter. */
  stations: readonly { id: string; name: string }[];
  stationFilter: string | null;
  onStationFilterChange: (stationId: string | null) => void;
  includeAll: boolean;
  onIncludeAllChange: (includeAll: boolean) => void;
  /** The matches left out (unchecked rows). */
  excluded: ReadonlySet<string>;
  onExcludedChange: (excluded: Set<string>) => void;
}

export function AlternativeReportResults(props: AlternativeReportResultsProps) {
  const { preview, includeAll, excluded } = props;
  const { t, i18n } = useTranslation('gip-report');
  const locale = i18n.language;
  const rows = preview.data?.rows ?? [];
  const keptOnPage = rows.filter((row) => !excluded.has(row.matchId)).length;

  const keep = (matchIds: string[], kept: boolean) => {
    const next = new Set(excluded);
    for (const id of matchIds) {
      if (kept) next.delete(id);
      else next.add(id);
    }
    props.onExcludedChange(next);
  };
  const when = (row: AlternativeReportRow) =>
    `${formatReportDate(row.datetime, row.timezone, locale)} ${formatReportTime(row.datetime, row.timezone, locale)}`;

  const columns: DataTableColumn<AlternativeReportRow>[] = [
    ...(includeAll
      ? []
      : [
          {
            id: 'keep',
            header: t('table.selectPage'),
            hideHeader: true,
            cell: (row: AlternativeReportRow) => (
              <Checkbox
                aria-label={t('table.select', { customId: row.customId, when: when(row) })}
                checked={!excluded.has(row.matchId)}
                onChange={(event) => keep([row.matchId], event.currentTarget.checked)}
              />
            ),
          },
        ]),
    { id: 'date', header: t('table.date'), cell: (row) => formatReportDate(row.datetime, row.timezone, locale) },
    { id: 'time', header: t('table.time'), cell: (row) => formatReportTime(row.datetime, row.timezone, locale) },
    { id: 'station', header: t('table.station'), cell: (row) => row.stationName },
    { id: 'advertiser', header: t('table.advertiser'), cell: (row) => row.advertiser || '-' },
    { id: 'campaign', header: t('table.campaign'), cell: (row) => row.campaign || '-' },
    { id: 'version', header: t('table.version'), cell: (row) => row.version || '-' },
    { id: 'customId', header: t('table.customId'), cell: (row) => row.customId },
    {
      id: 'duration',
      header: t('table.duration'),
      align: 'right',
      cell: (row) => formatDurationSeconds(row.duration, locale),
    },
    { id: 'order', header: t('table.order'), cell: (row) => row.order ?? '-' },
    { id: 'show', header: t('table.show'), hideHeader: true, cell: (row) => <ReportShowLink row={row} /> },
  ];

  return (
    <Stack gap="md">
      {preview.data && <AlternativeStatsPanel preview={preview.data} />}
      <Group align="flex-end" gap="lg">
        <Select
          label={t('table.stationFilter')}
          placeholder={t('table.allStations')}
          data={props.stations.map((station) => ({ value: station.id, label: station.name }))}
          value={props.stationFilter}
          onChange={props.onStationFilterChange}
          clearable
          searchable
          w={240}
        />
        <Stack gap={4}>
          <Checkbox
            label={t('table.includeAll')}
            description={t('table.includeAllHelp')}
            checked={includeAll}
            onChange={(event) => props.onIncludeAllChange(event.currentTarget.checked)}
          />
          {!includeAll && rows.length > 0 && (
            <Checkbox
              label={t('table.selectPage')}
              checked={keptOnPage === rows.length}
              indeterminate={keptOnPage > 0 && keptOnPage < rows.length}
              onChange={(event) =>
                keep(
                  rows.map((row) => row.matchId),
                  event.currentTarget.checked,
                )
              }
            />
          )}
        </Stack>
        {!includeAll && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('table.excluded', { count: excluded.size })}
          </Text>
        )}
      </Group>
      <ReportPreviewTable
        label={t('table.alternativeLabel')}
        columns={columns}
        rowKey={(row) => row.matchId}
        preview={preview}
        page={props.page}
        pageSize={props.pageSize}
        onPageChange={props.onPageChange}
      />
    </Stack>
  );
}
