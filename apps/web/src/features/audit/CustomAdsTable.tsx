/**
 * The CUSTOM ADS tab (spec 03 section 2): one row per match of the station's audios over a day
 * range (today on the station's clock by default), sorted and paged by the API, each row a
 * link to its moment on the stream's Audio Matches tab, with its score and review (accept,
 * reject; issue 33 point 4) and a filter of those waiting for review.
 */
import { Badge, Group, Stack, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditResult } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { AnchorLink } from '../../components/links';
import { errorText } from '../../lib/api-error';
import { auditResultsQueryOptions } from './audit.api';
import { formatScore, formatSeconds, formatStationDateTime } from './audit-format';
import { dayRangeBounds, resolveDayRange, stationToday } from './audit-range';
import { apiSort, sortColumn, type AuditResultSort, type AuditResultsSearch } from './audit-search';
import { useAuditStation } from './audit-station-context';
import { DayRangeFilter } from './DayRangeFilter';
import { MatchReviewActions } from './match-review/MatchReviewActions';
import { ReviewFilter, waitsForReviewQuery } from './match-review/ReviewFilter';

export interface CustomAdsTableProps {
  search: AuditResultsSearch;
  onSearchChange: (search: AuditResultsSearch) => void;
}

export function CustomAdsTable({ search, onSearchChange }: CustomAdsTableProps) {
  const { t, i18n } = useTranslation('audit');
  const { api } = useAppServices();
  const station = useAuditStation();
  const timeZone = station.timezone;
  const locale = i18n.language;
  const range = resolveDayRange(search, timeZone);
  const bounds = dayRangeBounds(range, timeZone);
  const results = useQuery(
    auditResultsQueryOptions(api, station.id, {
      ...bounds,
      sort: search.sort,
      page: search.page,
      pageSize: search.pageSize,
      ...waitsForReviewQuery(search.review),
    }),
  );

  const columns: DataTableColumn<AuditResult>[] = [
    {
      id: 'datetime',
      header: t('results.columns.datetime', { zone: timeZone }),
      serverSortable: true,
      cell: (row) => (
        <AnchorLink
          to="/logger/s/$station"
          params={{ station: station.slug }}
          search={{ cursor: row.datetime, tab: 'audiomatches' }}
          size="sm"
          aria-label={t('results.openInLogger', {
            customId: row.customId,
            datetime: formatStationDateTime(row.datetime, timeZone, locale),
          })}
        >
          {formatStationDateTime(row.datetime, timeZone, locale)}
        </AnchorLink>
      ),
    },
    { id: 'customId', header: t('results.columns.customId'), serverSortable: true, cell: (row) => row.customId },
    { id: 'title', header: t('results.columns.title'), cell: (row) => row.title ?? '-' },
    {
      id: 'duration',
      header: t('results.columns.duration'),
      align: 'right',
      cell: (row) => formatSeconds(row.duration, locale),
    },
    {
      id: 'playedDuration',
      header: t('results.columns.playedDuration'),
      align: 'right',
      cell: (row) => formatSeconds(row.playedDuration, locale),
    },
    {
      id: 'score',
      header: t('results.columns.score'),
      align: 'right',
      serverSortable: true,
      // Issue 31 point 11: a clean copy scores about 40-50, which reads as a weak match unless
      // the figure says what it measures (docs/fingerprint.md "Score").
      cell: (row) => (
        <Tooltip
          label={t('results.scoreHelp')}
          multiline
          maw={360}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <span tabIndex={0}>{formatScore(row.score, locale)}</span>
        </Tooltip>
      ),
    },
    {
      id: 'source',
      header: t('results.columns.source'),
      cell: (row) => (
        <Badge variant="light" color={row.source === 'MANUAL' ? 'grape' : 'blue'} size="sm">
          {t(`source.${row.source}`)}
        </Badge>
      ),
    },
    {
      id: 'review',
      header: t('results.columns.review'),
      cell: (row) => (
        <MatchReviewActions
          stationId={station.id}
          match={row}
          name={`${row.customId} ${formatStationDateTime(row.datetime, timeZone, locale)}`}
        />
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <DayRangeFilter
          range={range}
          today={stationToday(timeZone)}
          timeZone={timeZone}
          onChange={(next) => onSearchChange({ ...search, page: 1, from: next.from, to: next.to })}
        />
        <ReviewFilter value={search.review} onChange={(review) => onSearchChange({ ...search, page: 1, review })} />
      </Group>
      <div aria-busy={results.isPlaceholderData} style={{ opacity: results.isPlaceholderData ? 0.6 : 1 }}>
        <DataTable
          label={t('results.label')}
          columns={columns}
          rows={results.data?.results}
          rowKey={(row) => row.id}
          loadingLabel={t('results.loading')}
          failed={
            results.isError
              ? {
                  title: t('results.loadFailed'),
                  message: errorText(results.error, t),
                  onRetry: () => void results.refetch(),
                }
              : null
          }
          empty={<EmptyState title={t('results.empty')} description={t('results.emptyHelp')} />}
          paging={{
            page: search.page,
            pageSize: search.pageSize,
            totalCount: results.data?.metadata.totalCount ?? 0,
            onPageChange: (page) => onSearchChange({ ...search, page }),
            onPageSizeChange: (pageSize) =>
              onSearchChange({ ...search, page: 1, pageSize: pageSize as AuditResultsSearch['pageSize'] }),
          }}
          serverSort={{
            ...sortColumn(search.sort),
            onSortChange: (column, direction) =>
              onSearchChange({ ...search, page: 1, sort: apiSort<AuditResultSort>(column, direction) }),
          }}
          totalLabel={(count) => t('results.total', { count })}
          minWidth={1100}
        />
      </div>
    </Stack>
  );
}
