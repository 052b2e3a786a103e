/**
 * /audit/global-reports/no-matches (spec 03 sections 2, 5 and 9): audios uploaded in a range
 * (the last week by default) that never aired in the match range, which follows the audio range
 * while 'same range' is checked (the default; the body then leaves `matchRange` out), for the
 * chosen stations on a timezone; beside each, an audio of the same content that did air.
 */
import { useState } from 'react';
import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { formatSeconds, formatStationDateTime } from '../audit/audit-format';
import { DateTimeRangeFields } from './DateTimeRangeFields';
import type { GlobalReportResult } from './global-reports.api';
import { GlobalReportScreen } from './GlobalReportScreen';
import { lastDaysRange, rangeBounds, type WallRange } from './report-range';
import { ReportScopeFields } from './ReportScopeFields';
import { useGlobalReport } from './use-global-report';
import { useReportScope } from './use-report-scope';

/** spec 03 section 9: the no-matches default range is the last week. */
const DEFAULT_DAYS = 7;

type Row = GlobalReportResult<'no-matches'>['results'][number];

export function NoMatchesScreen() {
  const { t, i18n } = useTranslation('global-reports');
  const locale = i18n.language;
  // The scope's range is the audios' upload range.
  const scope = useReportScope({ initial: (timeZone) => lastDaysRange(DEFAULT_DAYS, timeZone) });
  const { timezone } = scope;
  const audioWall = scope.range.wall;
  const [sameRange, setSameRange] = useState(true);
  const [matchRange, setMatchRange] = useState<WallRange | null>(null);
  const matchWall = sameRange ? audioWall : (matchRange ?? audioWall);
  const matchBounds = rangeBounds(matchWall, timezone);
  const request =
    'problem' in matchBounds
      ? null
      : scope.request<'no-matches'>((audioRange, stationsIds) => ({
          audioRange,
          ...(sameRange ? {} : { matchRange: matchBounds }),
          stationsIds,
        }));
  const report = useGlobalReport('no-matches', request);
  const shownZone = report.shown?.timezone ?? timezone;

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'customId',
      header: t('columns.customId'),
      cell: (row) => row.audio.customId,
      sortValue: (row) => row.audio.customId,
    },
    { id: 'title', header: t('columns.title'), cell: (row) => row.audio.title ?? '-' },
    { id: 'station', header: t('columns.station'), cell: (row) => row.audio.station?.name ?? '-' },
    {
      id: 'createdAt',
      header: t('columns.uploaded', { zone: shownZone }),
      cell: (row) => formatStationDateTime(row.audio.createdAt, shownZone, locale),
      sortValue: (row) => row.audio.createdAt,
    },
    {
      id: 'duration',
      header: t('columns.duration'),
      align: 'right',
      cell: (row) => formatSeconds(row.audio.duration, locale),
    },
    {
      id: 'sameMd5',
      header: t('noMatches.sameMd5'),
      cell: ({ sameMd5MatchedAudio: other }) =>
        other ? t('noMatches.sameMd5Audio', { customId: other.customId, station: other.station?.name ?? '-' }) : '-',
    },
  ];

  const rangeFields = (
    <>
      <DateTimeRangeFields
        {...scope.range.fields}
        fromLabel={t('noMatches.uploadedFrom')}
        toLabel={t('noMatches.uploadedTo')}
      />
      <Checkbox
        label={t('noMatches.sameRange')}
        description={t('noMatches.sameRangeHelp')}
        checked={sameRange}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          setSameRange(checked);
          // Unchecked, the match range starts as the audio range, then goes its own way.
          if (!checked) setMatchRange(audioWall);
        }}
      />
      <DateTimeRangeFields
        value={matchWall}
        today={scope.range.fields.today}
        onChange={setMatchRange}
        fromLabel={t('noMatches.matchesFrom')}
        toLabel={t('noMatches.matchesTo')}
        disabled={sameRange}
        problem={'problem' in matchBounds ? matchBounds.problem : null}
      />
    </>
  );

  return (
    <GlobalReportScreen
      page="no-matches"
      report={report}
      filters={{ label: t('noMatches.filters'), fields: <ReportScopeFields scope={scope} range={rangeFields} /> }}
      table={{
        label: t('noMatches.label'),
        columns,
        rows: report.query.data?.results,
        rowKey: (row) => row.audio.id,
        empty: <EmptyState title={t('noMatches.empty')} description={t('emptyHelp')} />,
        totalLabel: (count) => t('noMatches.total', { count }),
        defaultSort: { column: 'createdAt', direction: 'desc' },
        minWidth: 900,
      }}
    />
  );
}
