/**
 * spec 02 "Logger stream": the date and time picker ('Select date and time', 'Date of stream',
 * 'Start time', 'Confirm'), on the station's clock, refusing the future. Native inputs: the app
 * has no date-picker package.
 */
import { useState } from 'react';
import { Button, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LATEST_RECHECK_MS } from './stream-range';
import { fromZonedInputs, toZonedInputs } from './stream-time';
import { useNow } from './use-now';

export interface StreamDatePickerProps {
  timeZone: string;
  /** Where the inputs start: the preview's start. */
  initial: number;
  onPick(ts: number): void;
}

export function StreamDatePicker({ timeZone, initial, onPick }: StreamDatePickerProps) {
  const { t } = useTranslation('logger-stream');
  const [opened, setOpened] = useState(false);
  const [values, setValues] = useState(() => toZonedInputs(initial, timeZone));
  const [error, setError] = useState<string | null>(null);
  const now = useNow(LATEST_RECHECK_MS);
  const today = toZonedInputs(now, timeZone).date;

  const open = () => {
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
          onClick={opened ? () => setOpened(false) : open}
        >
          {t('controls.pickDate')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          // Our own message for a future moment, rather than the browser's tooltip for `max`.
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Stack gap="xs" w={240}>
            <TextInput
              type="date"
              label={t('controls.date')}
              value={values.date}
              max={today}
              required
              onChange={(event) => setValues({ ...values, date: event.currentTarget.value })}
            />
            <TextInput
              type="time"
              label={t('controls.time')}
              value={values.time}
              required
              onChange={(event) => setValues({ ...values, time: event.currentTarget.value })}
            />
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
