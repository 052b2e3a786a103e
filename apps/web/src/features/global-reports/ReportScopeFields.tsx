/**
 * The fields of a report's scope (useReportScope): the range (its own fields where the report
 * names them otherwise), the timezone with what the report sets beside it, and the stations.
 */
import type { ReactNode } from 'react';
import { Group } from '@mantine/core';
import { DateTimeRangeFields } from './DateTimeRangeFields';
import { StationsSelect, type StationsSelectProps } from './StationsSelect';
import { TimezoneField } from './TimezoneField';
import type { ReportScope } from './use-report-scope';

export interface ReportScopeFieldsProps {
  scope: ReportScope;
  /** In place of the scope's range fields. */
  range?: ReactNode;
  /** Before the timezone, on its row. */
  beside?: ReactNode;
  /** What the report needs of the stations' choice. */
  stations?: Pick<StationsSelectProps, 'description' | 'placeholder' | 'error'>;
}

export function ReportScopeFields({ scope, range, beside, stations }: ReportScopeFieldsProps) {
  return (
    <>
      {range ?? <DateTimeRangeFields {...scope.range.fields} />}
      <Group align="flex-end" gap="sm">
        {beside}
        <TimezoneField value={scope.timezone} onChange={scope.zone.choose} />
      </Group>
      <StationsSelect
        stations={scope.stations.data ?? []}
        value={scope.chosen}
        onChange={scope.setChosen}
        {...stations}
      />
    </>
  );
}
