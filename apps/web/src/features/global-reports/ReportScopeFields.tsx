/**
 * The fields of a report's scope (useReportScope): the range (its own fields where the report
 * names them otherwise); the timezone the report reads its range on, shows its times in and
 * writes its files with, with what the report sets beside it; and the stations. Nothing chosen
 * reads as every station ('All stations' unless the report needs a choice).
 */
import type { ReactNode } from 'react';
import { Group, MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TimezoneSelect } from '../platform/stations/TimezoneSelect';
import { DateTimeRangeFields } from './DateTimeRangeFields';
import type { ReportScope } from './use-report-scope';

export interface ReportScopeFieldsProps {
  scope: ReportScope;
  /** In place of the scope's range fields. */
  range?: ReactNode;
  /** Before the timezone, on its row. */
  beside?: ReactNode;
  /** What the report needs of the stations' choice: said under the field, and its placeholder. */
  stations?: { description?: string; placeholder?: string; error?: string | null };
}

export function ReportScopeFields({ scope, range, beside, stations = {} }: ReportScopeFieldsProps) {
  const { t } = useTranslation('global-reports');
  return (
    <>
      {range ?? <DateTimeRangeFields {...scope.range.fields} />}
      <Group align="flex-end" gap="sm">
        {beside}
        <TimezoneSelect
          label={t('filters.timezone')}
          value={scope.timezone}
          onChange={(next) => next && scope.chooseZone(next)}
          w={260}
        />
      </Group>
      <MultiSelect
        label={t('filters.stations')}
        placeholder={scope.chosen.length === 0 ? (stations.placeholder ?? t('filters.allStations')) : undefined}
        data={(scope.stations.data ?? []).map((station) => ({ value: station.id, label: station.name }))}
        value={scope.chosen}
        onChange={scope.setChosen}
        description={stations.description}
        searchable
        clearable
        nothingFoundMessage={t('filters.noStation')}
        error={stations.error}
        miw={260}
        maw={520}
      />
    </>
  );
}
