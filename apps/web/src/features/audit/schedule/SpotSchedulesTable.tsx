/**
 * The schedule's ads tab (issue 16): the SPOT schedules of a day range (today on the station's
 * clock by default) with their tolerance and confirmation, filtered by custom id, sorted and
 * paged by the API; each row opens the schedule's detail.
 */
import { useTranslation } from 'react-i18next';
import type { Schedule } from '@antena/contract';
import type { DataTableColumn } from '../../../components/DataTable';
import { AnchorLink } from '../../../components/links';
import { formatStationDateTime } from '../audit-format';
import { useAuditStation } from '../audit-station-context';
import { ConfirmationBadge } from './ConfirmationBadge';
import type { ScheduleListProps } from './ScheduleFilters';
import { SchedulesTable } from './SchedulesTable';
import { ToleranceText } from './ToleranceText';

export function SpotSchedulesTable({ search, onSearchChange }: ScheduleListProps) {
  const { t, i18n } = useTranslation('audit-schedules');
  const station = useAuditStation();
  const timeZone = station.timezone;
  const locale = i18n.language;
  const columns: DataTableColumn<Schedule>[] = [
    {
      id: 'datetime',
      header: t('spots.columns.datetime', { zone: timeZone }),
      serverSortable: true,
      cell: (row) => (
        <AnchorLink
          to="/audit/s/$station/schedule/spot/$id"
          params={{ station: station.slug, id: row.id }}
          size="sm"
          aria-label={t('spots.open', {
            customId: row.customId,
            datetime: formatStationDateTime(row.datetime, timeZone, locale),
          })}
        >
          {formatStationDateTime(row.datetime, timeZone, locale)}
        </AnchorLink>
      ),
    },
    { id: 'customId', header: t('fields.customId'), serverSortable: true, cell: (row) => row.customId },
    { id: 'advertiser', header: t('fields.advertiser'), cell: (row) => row.advertiser || '-' },
    { id: 'campaign', header: t('fields.campaign'), cell: (row) => row.campaign || '-' },
    { id: 'version', header: t('fields.version'), cell: (row) => row.version || '-' },
    { id: 'tolerance', header: t('fields.tolerance'), cell: (row) => <ToleranceText schedule={row} /> },
    {
      id: 'confirmation',
      header: t('fields.confirmation'),
      cell: (row) => <ConfirmationBadge schedule={row} timeZone={timeZone} />,
    },
  ];

  return (
    <SchedulesTable
      search={search}
      onSearchChange={onSearchChange}
      type="SPOT"
      texts="spots"
      columns={columns}
      withMatches
      minWidth={1000}
    />
  );
}
