/**
 * The audit lists' date range: first and last day on the station's clock, never after today
 * (spec 03 section 5), with a way back to today (the default).
 */
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
      <TextInput
        type="date"
        label={t('range.from')}
        value={range.from}
        max={range.to}
        onChange={(event) => event.currentTarget.value && onChange({ from: event.currentTarget.value, to: range.to })}
        w={170}
      />
      <TextInput
        type="date"
        label={t('range.to')}
        value={range.to}
        min={range.from}
        max={today}
        onChange={(event) => event.currentTarget.value && onChange({ from: range.from, to: event.currentTarget.value })}
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
