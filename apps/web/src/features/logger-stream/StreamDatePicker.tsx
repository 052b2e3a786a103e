/**
 * spec 02 "Logger stream": the date and time picker ('Select date and time', 'Date of stream',
 * 'Start time', 'Confirm'), on the station's clock, refusing the future. The fields hold the
 * station's wall-clock date and time as strings: the browser's own zone never comes into it.
 */
import { useState } from 'react';
import { Button, Popover, Stack, Text } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type * as DateTimeFields from '../../components/DateTimeFields';
import { LATEST_RECHECK_MS } from './stream-range';
import { fromZonedInputs, toZonedInputs } from './stream-time';
import { useNow } from './use-now';

// The fields, and @mantine/dates and dayjs with them, download when the picker first opens:
// most visits to a stream never pick a date, and they would add about 20 kB of gzipped script to the
// screen's first load (issue 13.3).
const loadFields = () => import('../../components/DateTimeFields');

export interface StreamDatePickerProps {
  timeZone: string;
  /** Where the inputs start: the preview's start. */
  initial: number;
  onPick(ts: number): void;
}

export function StreamDatePicker({ timeZone, initial, onPick }: StreamDatePickerProps) {
  const { t } = useTranslation('logger-stream');
  const [opened, setOpened] = useState(false);
  const [fields, setFields] = useState<typeof DateTimeFields | null>(null);
  const [loading, setLoading] = useState(false);
  const [values, setValues] = useState(() => toZonedInputs(initial, timeZone));
  const [error, setError] = useState<string | null>(null);
  const now = useNow(LATEST_RECHECK_MS);
  const today = toZonedInputs(now, timeZone).date;

  const open = async () => {
    if (!fields) {
      setLoading(true);
      try {
        setFields(await loadFields());
      } catch {
        notifications.show({ color: 'red', message: t('controls.pickerFailed') });
        return;
      } finally {
        setLoading(false);
      }
    }
    setValues(toZonedInputs(initial, timeZone));
    setError(null);
    setOpened(true);
  };

  const confirm = () => {
    const ts = fromZonedInputs(values.date, values.time, timeZone);
    if (ts === null || ts > Date.now()) {
      setError(t('controls.futureDate'));
      return;
    }
    setOpened(false);
    onPick(ts);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconCalendarTime size={16} />}
          loading={loading}
          onClick={opened ? () => setOpened(false) : () => void open()}
        >
          {t('controls.pickDate')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          // Our own message for a missing or future moment, rather than the browser's tooltips.
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Stack gap="xs" w={240}>
            {fields && (
              <>
                <fields.DateField
                  label={t('controls.date')}
                  value={values.date}
                  lastDay={today}
                  // Inside the picker's popover the calendar must stay in it: from a portal, a
                  // click on a day would read as a click outside and close the popover.
                  popoverProps={{ withinPortal: false }}
                  required
                  onChange={(date) => setValues((current) => ({ ...current, date }))}
                />
                <fields.TimeField
                  label={t('controls.time')}
                  value={values.time}
                  required
                  onChange={(time) => setValues((current) => ({ ...current, time }))}
                />
              </>
            )}
            {error && (
              <Text size="sm" c="red" role="alert">
                {error}
              </Text>
            )}
            <Button type="submit">{t('controls.confirm')}</Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
