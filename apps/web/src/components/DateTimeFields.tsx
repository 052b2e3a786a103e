/**
 * The app's date and time fields (issue 13.18): Mantine's, formatted in Antena's language rather
 * than the browser's as native `<input type="date">` were. Spanish reads 24/11/2026, English
 * 11/24/2026, with month and day names in that language; times on a 24-hour clock. Values are
 * 'YYYY-MM-DD' and 'HH:mm' strings in whatever zone the caller means (station screens: the
 * station's), so no Date and no browser zone sits in between.
 *
 * Only screens that show a date field import this module, so @mantine/dates, dayjs and their
 * styles load with those lazy screens rather than with the entry (issue 13.3).
 */
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';
import { DateInput, DatesProvider, TimePicker, type DateInputProps, type TimePickerProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { dateEntryFormat, dateEntryLocale, firstDayOfWeek, parseDateEntry } from '../lib/date-entry';

function useDateEntryLocale() {
  const { i18n } = useTranslation();
  return dateEntryLocale(i18n.resolvedLanguage ?? i18n.language);
}

function LocalizedDates({ children }: { children: ReactNode }) {
  const locale = useDateEntryLocale();
  return <DatesProvider settings={{ locale, firstDayOfWeek: firstDayOfWeek(locale) }}>{children}</DatesProvider>;
}

export type DateFieldProps = Omit<DateInputProps, 'valueFormat' | 'dateParser' | 'value' | 'onChange'> & {
  /** 'YYYY-MM-DD' */
  value: string;
  onChange(value: string): void;
  /** The last day offered in the calendar ('YYYY-MM-DD'); a later day can still be typed, for the caller to refuse with its own message. */
  lastDay?: string;
};

export function DateField({ value, onChange, lastDay, ...props }: DateFieldProps) {
  const { t } = useTranslation('dates');
  const locale = useDateEntryLocale();
  return (
    <LocalizedDates>
      <DateInput
        {...props}
        value={value}
        onChange={(next) => next && onChange(next)}
        valueFormat={dateEntryFormat(locale)}
        dateParser={(text) => parseDateEntry(text, locale)}
        placeholder={t('placeholder')}
        excludeDate={lastDay ? (day) => day > lastDay : undefined}
        ariaLabels={{
          nextMonth: t('nextMonth'),
          previousMonth: t('previousMonth'),
          nextYear: t('nextYear'),
          previousYear: t('previousYear'),
          nextDecade: t('nextDecade'),
          previousDecade: t('previousDecade'),
        }}
      />
    </LocalizedDates>
  );
}

export type TimeFieldProps = Omit<TimePickerProps, 'format' | 'value' | 'onChange' | 'label'> & {
  /** The field's name; its hour and minute boxes are named after it. */
  label: string;
  /** 'HH:mm' */
  value: string;
  onChange(value: string): void;
};

export function TimeField({ label, value, onChange, ...props }: TimeFieldProps) {
  const { t } = useTranslation('dates');
  return (
    <LocalizedDates>
      <TimePicker
        {...props}
        label={label}
        format="24h"
        value={value}
        onChange={onChange}
        hoursInputLabel={t('hours', { field: label })}
        minutesInputLabel={t('minutes', { field: label })}
        secondsInputLabel={t('seconds', { field: label })}
      />
    </LocalizedDates>
  );
}
