/**
 * A report's day range: first and last day on the station's clock, neither after today (spec 03
 * section 5), with a way back to the report's default range.
 */
import { Button, Group } from '@mantine/core';
import { DateField } from '../../../components/DateTimeFields';
import type { DayRange } from '../audit-range';

export interface ReportRangeFieldsProps {
  range: DayRange;
  today: string;
  /** The fields' names: 'Uploaded from', 'Uploaded to'. */
  fromLabel: string;
  toLabel: string;
  /** The button back to the default range, shown when the range differs from it. */
  reset?: { label: string; range: DayRange };
  disabled?: boolean;
  onChange: (range: DayRange | null) => void;
}

export function ReportRangeFields({
  range,
  today,
  fromLabel,
  toLabel,
  reset,
  disabled,
  onChange,
}: ReportRangeFieldsProps) {
  const isDefault = !reset || (range.from === reset.range.from && range.to === reset.range.to);
  return (
    <Group align="flex-end" gap="sm">
      <DateField
        label={fromLabel}
        value={range.from}
        maxDate={range.to}
        disabled={disabled}
        onChange={(from) => onChange({ from, to: range.to })}
        w={170}
      />
      <DateField
        label={toLabel}
        value={range.to}
        minDate={range.from}
        maxDate={today}
        disabled={disabled}
        onChange={(to) => onChange({ from: range.from, to })}
        w={170}
      />
      {!isDefault && !disabled && reset && (
        <Button variant="default" onClick={() => onChange(null)}>
          {reset.label}
        </Button>
      )}
    </Group>
  );
}
