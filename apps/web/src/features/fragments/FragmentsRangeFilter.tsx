/**
 * The fragment list's creation range: first and last day on the station's clock, never after
 * today, with a way back to the last month (the default, spec 02 section 9).
 */
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateTimeFields';
import type { DayRange } from '../audit/audit-range';

export interface FragmentsRangeFilterProps {
  range: DayRange;
  today: string;
  timeZone: string;
  /** Whether the range is the default one (no reset offered then). */
  isDefault: boolean;
  onChange: (range: Partial<DayRange>) => void;
}

export function FragmentsRangeFilter({ range, today, timeZone, isDefault, onChange }: FragmentsRangeFilterProps) {
  const { t } = useTranslation('fragments');
  return (
    <Group align="flex-end" gap="sm">
      <DateField
        label={t('list.from')}
        value={range.from}
        maxDate={range.to}
        onChange={(from) => onChange({ from, to: range.to })}
        w={170}
      />
      <DateField
        label={t('list.to')}
        value={range.to}
        minDate={range.from}
        maxDate={today}
        onChange={(to) => onChange({ from: range.from, to })}
        w={170}
      />
      {!isDefault && (
        <Button variant="default" onClick={() => onChange({})}>
          {t('list.lastMonth')}
        </Button>
      )}
      <Text size="xs" c="dimmed" pb={8}>
        {t('list.zone', { zone: timeZone })}
      </Text>
    </Group>
  );
}
