/**
 * The no-matches report (spec 03 sections 2, 5 and 9): the station's audios uploaded in a range
 * that have no matches in a range, the match range following the upload range while 'same range'
 * is checked (the default), the last week by default; each with an audio of the same content that
 * does have matches, when there is one. A link may name one audio (audio_id) to show it alone.
 */
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditAudio } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { noMatchesQueryOptions } from '../audit-reports.api';
import { formatSeconds, formatStationDateTime } from '../audit-format';
import { dayRangeBounds, stationToday } from '../audit-range';
import { useAuditStation } from '../audit-station-context';
import { lastDays, resolveReportRange } from './report-range';
import type { ReportProps } from './report-props';
import { ReportRangeFields } from './ReportRangeFields';

/** spec 03 section 9: the no-matches default range is the last week. */
const DEFAULT_DAYS = 7;

type Row = { audio: AuditAudio; sameMd5MatchedAudio: AuditAudio | null };

/** Where an audio applies: its station or its station group. */
const scopeOf = (audio: AuditAudio) => audio.station?.name ?? audio.stationsGroup?.name ?? '';

export function NoMatchesReport({ search, onSearchChange }: ReportProps) {
  const { t, i18n } = useTranslation('audit-reports');
  const { api } = useAppServices();
  const station = useAuditStation();
  const timeZone = station.timezone;
  const locale = i18n.language;
  const today = stationToday(timeZone);
  const fallback = lastDays(DEFAULT_DAYS, timeZone);
  const audioRange = resolveReportRange(search, fallback, timeZone);
  const sameRange = search.sameRange !== false;
  const matchRange = sameRange
    ? audioRange
    : resolveReportRange({ from: search.matchFrom, to: search.matchTo }, audioRange, timeZone);
  const audioBounds = dayRangeBounds(audioRange, timeZone);
  const matchBounds = dayRangeBounds(matchRange, timeZone);
  const report = useQuery(
    noMatchesQueryOptions(api, station.id, {
      audioFrom: audioBounds.from,
      audioTo: audioBounds.to,
      matchFrom: matchBounds.from,
      matchTo: matchBounds.to,
    }),
  );
  const rows = search.audio_id
    ? report.data?.results.filter((row) => row.audio.id === search.audio_id)
    : report.data?.results;

  const change = (next: Partial<ReportProps['search']>) => onSearchChange({ ...search, report: 'no-matches', ...next });
  const setSameRange = (checked: boolean) =>
    change(
      checked
        ? { sameRange: undefined, matchFrom: undefined, matchTo: undefined }
        : { sameRange: false, matchFrom: audioRange.from, matchTo: audioRange.to },
    );

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'customId',
      header: t('noMatches.columns.customId'),
      cell: (row) => row.audio.customId,
      sortValue: (row) => row.audio.customId,
    },
    { id: 'title', header: t('noMatches.columns.title'), cell: (row) => row.audio.title ?? '-' },
    { id: 'scope', header: t('noMatches.columns.scope'), cell: (row) => scopeOf(row.audio) },
    {
      id: 'createdAt',
      header: t('noMatches.columns.createdAt', { zone: timeZone }),
      cell: (row) => formatStationDateTime(row.audio.createdAt, timeZone, locale),
      sortValue: (row) => row.audio.createdAt,
    },
    {
      id: 'duration',
      header: t('noMatches.columns.duration'),
      align: 'right',
      cell: (row) => formatSeconds(row.audio.duration, locale),
    },
    {
      id: 'sameMd5',
      header: t('noMatches.columns.sameMd5'),
      cell: ({ sameMd5MatchedAudio: other }) =>
        other ? t('noMatches.sameMd5', { customId: other.customId, scope: scopeOf(other) }) : '-',
    },
  ];

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="lg">
        <ReportRangeFields
          range={audioRange}
          today={today}
          fromLabel={t('range.uploadedFrom')}
          toLabel={t('range.uploadedTo')}
          reset={{ label: t('range.lastWeek'), range: fallback }}
          onChange={(next) => change({ from: next?.from, to: next?.to })}
        />
        <ReportRangeFields
          range={matchRange}
          today={today}
          fromLabel={t('range.matchesFrom')}
          toLabel={t('range.matchesTo')}
          disabled={sameRange}
          onChange={(next) => next && change({ matchFrom: next.from, matchTo: next.to })}
        />
      </Group>
      <Checkbox
        label={t('noMatches.sameRange')}
        description={t('noMatches.sameRangeHelp')}
        checked={sameRange}
        onChange={(event) => setSameRange(event.currentTarget.checked)}
      />
      <Text size="xs" c="dimmed">
        {t('range.zone', { zone: timeZone })}
      </Text>
      {search.audio_id && (
        <Group gap="sm" role="status">
          <Text size="sm">{t('noMatches.oneAudio')}</Text>
          <Button size="xs" variant="default" onClick={() => change({ audio_id: undefined })}>
            {t('noMatches.allAudios')}
          </Button>
        </Group>
      )}
      <DataTable
        label={t('noMatches.label')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.audio.id}
        loadingLabel={t('noMatches.loading')}
        failed={
          report.isError
            ? { title: t('noMatches.loadFailed'), error: report.error, onRetry: () => void report.refetch() }
            : null
        }
        empty={
          <EmptyState
            title={search.audio_id ? t('noMatches.emptyAudio') : t('noMatches.empty')}
            description={t('noMatches.emptyHelp')}
          />
        }
        totalLabel={(count) => t('noMatches.total', { count })}
        minWidth={900}
      />
    </Stack>
  );
}
