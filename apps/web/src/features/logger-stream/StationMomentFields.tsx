/**
 * A moment on the station's clock, to the second, as the stream's manual dialogs enter it (a
 * manual audio match, a manual live mention): date (not after today) and time side by side, the
 * datetime's error under both, or the station's zone when there is none.
 */
import { Group, Input, Stack, Text } from '@mantine/core';
import { DateField, TimeField } from '../../components/DateTimeFields';
import { zoneLabel } from './timeline/zoned-time';

export interface StationMomentFieldsProps {
  date: string;
  time: string;
  /** The station's today (YYYY-MM-DD): the last day the date field offers. */
  today: string;
  /** The instant whose zone abbreviation is shown, and the station's zone. */
  at: number;
  timeZone: string;
  error?: string | undefined;
  labels: { date: string; time: string; zone: (zone: string) => string };
  onChange(field: 'date' | 'time', value: string): void;
}

export function StationMomentFields({
  date,
  time,
  today,
  at,
  timeZone,
  error,
  labels,
  onChange,
}: StationMomentFieldsProps) {
  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-start" wrap="nowrap" grow>
        <DateField
          label={labels.date}
          required
          value={date}
          lastDay={today}
          error={!!error}
          onChange={(value) => onChange('date', value)}
        />
        <TimeField
          label={labels.time}
          required
          withSeconds
          value={time}
          error={!!error}
          onChange={(value) => onChange('time', value)}
        />
      </Group>
      {error ? (
        <Input.Error>{error}</Input.Error>
      ) : (
        <Text size="xs" c="dimmed">
          {labels.zone(zoneLabel(at, timeZone))}
        </Text>
      )}
    </Stack>
  );
}
