/**
 * A report's date-time range: date and time from, date and time to, on the report's clock; the
 * calendars offer no day after today (spec 03 section 5) and a problem shows beside the fields.
 */
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField, TimeField } from '../../components/DateTimeFields';
import type { RangeProblem, WallRange } from './report-range';

export interface DateTimeRangeFieldsProps {
  value: WallRange;
  /** 'YYYY-MM-DD': the last day the calendars offer. */
  today: string;
  onChange: (value: WallRange) => void;
  /** The fields' names ('From', 'To' unless given). */
  fromLabel?: string;
  toLabel?: string;
  problem?: RangeProblem | null;
  disabled?: boolean;
}

export function DateTimeRangeFields({
  value,
  today,
  onChange,
  fromLabel,
  toLabel,
  problem,
  disabled,
}: DateTimeRangeFieldsProps) {
  const { t } = useTranslation('global-reports');
  const from = fromLabel ?? t('range.from');
  const to = toLabel ?? t('range.to');
  const set = (change: Partial<WallRange>) => onChange({ ...value, ...change });
  return (
    <div>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <DateField
          label={from}
          value={value.fromDate}
          maxDate={value.toDate < today ? value.toDate : today}
          lastDay={today}
          disabled={disabled}
          onChange={(fromDate) => set({ fromDate })}
          w={150}
        />
        <TimeField
          label={t('range.time', { field: from })}
          value={value.fromTime}
          disabled={disabled}
          onChange={(fromTime) => set({ fromTime })}
          w={100}
        />
        <DateField
          label={to}
          value={value.toDate}
          minDate={value.fromDate}
          maxDate={today}
          lastDay={today}
          disabled={disabled}
          onChange={(toDate) => set({ toDate })}
          w={150}
        />
        <TimeField
          label={t('range.time', { field: to })}
          value={value.toTime}
          disabled={disabled}
          onChange={(toTime) => set({ toTime })}
          w={100}
        />
      </Group>
      {problem && !disabled && (
        <Text size="sm" c="red" mt={4} role="alert">
          {t(`range.problems.${problem}`)}
        </Text>
      )}
    </div>
  );
}
