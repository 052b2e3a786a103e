/**
 * The schedule's mentions tab (issue 16): the MENTION schedules (PNT CSV) of a day range, each a
 * day, custom id, title, times to be read and script; a row opens the mention's page.
 */
import { useTranslation } from 'react-i18next';
import type { Schedule } from '@antena/contract';
import type { DataTableColumn } from '../../../components/DataTable';
import { AnchorLink } from '../../../components/links';
import { useAuditStation } from '../audit-station-context';
import type { ScheduleListProps } from './ScheduleFilters';
import { SchedulesTable } from './SchedulesTable';
import { formatStationDay } from './schedule-format';
import { ScriptText } from './ScriptText';

export function MentionSchedulesTable({ search, onSearchChange }: ScheduleListProps) {
  const { t, i18n } = useTranslation('audit-schedules');
  const station = useAuditStation();
  const timeZone = station.timezone;
  const columns: DataTableColumn<Schedule>[] = [
    {
      id: 'datetime',
      header: t('mentions.columns.day'),
      serverSortable: true,
      cell: (row) => (
        <AnchorLink
          to="/audit/s/$station/schedule/mentions/$id"
          params={{ station: station.slug, id: row.id }}
          size="sm"
          aria-label={t('mentions.open', {
            customId: row.customId,
            day: formatStationDay(row.datetime, timeZone, i18n.language),
          })}
        >
          {formatStationDay(row.datetime, timeZone, i18n.language)}
        </AnchorLink>
      ),
    },
    { id: 'customId', header: t('fields.customId'), serverSortable: true, cell: (row) => row.customId },
    { id: 'title', header: t('fields.title'), cell: (row) => row.title || '-' },
    { id: 'count', header: t('fields.count'), align: 'right', cell: (row) => row.count },
    { id: 'script', header: t('fields.script'), width: '40%', cell: (row) => <ScriptText text={row.dirtyText} /> },
  ];

  return (
    <SchedulesTable
      search={search}
      onSearchChange={onSearchChange}
      type="MENTION"
      texts="mentions"
      columns={columns}
      minWidth={900}
    />
  );
}
