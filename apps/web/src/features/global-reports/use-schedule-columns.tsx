/**
 * The columns the schedule reports share (missing audios, schedules no match confirms,
 * consecutive schedules), their times on the zone the report was shown in.
 */
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/DataTable';
import { AnchorLink } from '../../components/links';
import { formatStationDateTime } from '../audit/audit-format';

interface ScheduleRow {
  id: string;
  customId: string;
  datetime: number;
}

export function useScheduleColumns(zone: string) {
  const { t, i18n } = useTranslation('global-reports');
  const when = (ms: number) => formatStationDateTime(ms, zone, i18n.language);
  const customId: DataTableColumn<Pick<ScheduleRow, 'customId'>> = {
    id: 'customId',
    header: t('columns.customId'),
    cell: (row) => row.customId,
    sortValue: (row) => row.customId,
  };
  const scheduled: DataTableColumn<Pick<ScheduleRow, 'datetime'>> = {
    id: 'datetime',
    header: t('columns.scheduled', { zone }),
    cell: (row) => when(row.datetime),
    sortValue: (row) => row.datetime,
  };
  /** The link to the schedule's page on its station ('-' where the row names none). */
  const link = <R extends ScheduleRow>(stationOf: (row: R) => { slug: string } | null): DataTableColumn<R> => ({
    id: 'schedule',
    header: t('columns.schedule'),
    cell: (row) => {
      const station = stationOf(row);
      if (!station) return '-';
      return (
        <AnchorLink
          to="/audit/s/$station/schedule/spot/$id"
          params={{ station: station.slug, id: row.id }}
          size="sm"
          aria-label={t('columns.openSchedule', { customId: row.customId, datetime: when(row.datetime) })}
        >
          {t('columns.viewSchedule')}
        </AnchorLink>
      );
    },
  });
  return { when, customId, scheduled, link };
}
