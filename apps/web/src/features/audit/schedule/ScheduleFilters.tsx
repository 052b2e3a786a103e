/** The custom id and day range filters every tab of the schedule shows. */
import { Group } from '@mantine/core';
import { resolveDayRange, stationToday } from '../audit-range';
import { useAuditStation } from '../audit-station-context';
import { DayRangeFilter } from '../DayRangeFilter';
import { CustomIdFilter } from './CustomIdFilter';
import type { ScheduleListSearch } from './schedule-search';

/** What each tab of the schedule takes: the URL's query and a way to change it. */
export interface ScheduleListProps {
  search: ScheduleListSearch;
  onSearchChange: (search: ScheduleListSearch) => void;
}

export function ScheduleFilters({ search, onSearchChange }: ScheduleListProps) {
  const station = useAuditStation();
  const timeZone = station.timezone;
  return (
    <Group align="flex-end" gap="md">
      <CustomIdFilter
        stationId={station.id}
        value={search.customId}
        onChange={(customId) => onSearchChange({ ...search, page: 1, customId })}
      />
      <DayRangeFilter
        range={resolveDayRange(search, timeZone)}
        today={stationToday(timeZone)}
        timeZone={timeZone}
        onChange={(next) => onSearchChange({ ...search, page: 1, from: next.from, to: next.to })}
      />
    </Group>
  );
}
