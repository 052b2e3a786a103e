/**
 * A moment or a range on the station's clock, to the second, as the stream's dialogs enter it:
 * a moment (a manual audio match, a manual live mention) as its date (not after the station's
 * today) and time side by side; a range (a fragment) as its date above its start and end times.
 * The times' error shows under them, or the station's zone when there is none.
 */
import type { ReactNode } from 'react';
import { Group, Input, Stack, Text } from '@mantine/core';
import { DateField, TimeField } from '../../components/DateTimeFields';
import { zonedDateTime } from './matches/manual-match-form';
import { LATEST_RECHECK_MS } from './stream-range';
import { zoneLabel } from './timeline/zoned-time';
import { useNow } from './use-now';

export interface MomentField {
  label: string;
  value: string;
  onChange(value: string): void;
  /** A text under the field, or true to mark it; marked by the times' `error` unless given. */
  error?: ReactNode;
}

export interface StationMomentFieldsProps {
  date: MomentField;
  /** One time (a moment, beside its date) or a start and an end (a range, under its date). */
  times: [MomentField] | [MomentField, MomentField];
  /** The station's zone, and the instant whose abbreviation is shown. */
  timeZone: string;
  at: number;
  /** Under the times; the zone's help there while there is none. */
  error?: ReactNode;
  zoneHelp(zone: string): string;
}

export function StationMomentFields({ date, times, timeZone, at, error, zoneHelp }: StationMomentFieldsProps) {
  // The date field offers no day after the station's today, which moves on while it is open.
  const today = zonedDateTime(useNow(LATEST_RECHECK_MS), timeZone).date;
  const dateField = (
    <DateField
      label={date.label}
      required
      value={date.value}
      lastDay={today}
      error={date.error ?? !!error}
      onChange={date.onChange}
    />
  );
  const timeFields = times.map((time) => (
    <TimeField
      key={time.label}
      label={time.label}
      required
      withSeconds
      value={time.value}
      error={time.error ?? !!error}
      onChange={time.onChange}
    />
  ));
  const moment = times.length === 1;
  return (
    <>
      {!moment && dateField}
      <Stack gap={4}>
        <Group gap="xs" align="flex-start" wrap="nowrap" grow>
          {moment && dateField}
          {timeFields}
        </Group>
        {error ? (
          <Input.Error>{error}</Input.Error>
        ) : (
          <Text size="xs" c="dimmed">
            {zoneHelp(zoneLabel(at, timeZone))}
          </Text>
        )}
      </Stack>
    </>
  );
}
