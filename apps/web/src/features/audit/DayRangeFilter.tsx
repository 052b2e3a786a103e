/**
 * The audit lists' date range: first and last day on the station's clock, never after today
 * (spec 03 section 5), with a way back to today (the default). Dates read in the interface
 * language (components/DateTimeFields), not the browser's.
 */
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateTimeFields';
import type { DayRange } from './audit-range';

export interface DayRangeFilterProps {
  range: DayRange;
  today: string;
  timeZone: string;
  onChange: (range: Partial<DayRange>) => void;
}

export function DayRangeFilter({ range, today, timeZone, onChange }: DayRangeFilterProps) {
  const { t } = useTranslation('audit');
  const isToday = range.from === today && range.to === today;
  return (
    <Group align="flex-end" gap="sm">
      <DateField
        label={t('range.from')}
        value={range.from}
        maxDate={range.to}
        onChange={(from) => onChange({ from, to: range.to })}
        w={170}
      />
      <DateField
        label={t('range.to')}
        value={range.to}
        minDate={range.from}
        maxDate={today}
        onChange={(to) => onChange({ from: range.from, to })}
        w={170}
      />
      {!isToday && (
        <Button variant="default" onClick={() => onChange({})}>
          {t('range.today')}
        </Button>
      )}
      <Text size="xs" c="dimmed" pb={8}>
        {t('range.zone', { zone: timeZone })}
      </Text>
    </Group>
  );
}
