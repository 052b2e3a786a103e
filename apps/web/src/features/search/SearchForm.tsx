/**
 * The Search screen's filters (spec 02 Search): from and to on the station's clock (no future
 * dates), the text with its grammar help, and the Search button. Errors show beside their field.
 */
import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateField, TimeField } from '../../components/DateTimeFields';
import { toZonedInputs } from '../logger-stream/stream-time';
import { useNow } from '../logger-stream/use-now';
import { checkSearchForm, searchFormValues, type SearchFormErrors, type SearchFormValues } from './search-form';
import { SearchGrammarHelp } from './SearchGrammarHelp';
import type { TranscriptionSearch } from './search-params';

const TODAY_RECHECK_MS = 60_000;

export interface SearchFormProps {
  search: TranscriptionSearch;
  timeZone: string;
  /** The server refused the text (a 400 on the query): said beside the field. */
  queryRefused: boolean;
  onSubmit(search: { q: string; from: number; to: number }): void;
}

export function SearchForm({ search, timeZone, queryRefused, onSubmit }: SearchFormProps) {
  const { t } = useTranslation('search');
  const [values, setValues] = useState<SearchFormValues>(() => searchFormValues(search, timeZone));
  const [errors, setErrors] = useState<SearchFormErrors>({});
  // The calendar's last day moves on at midnight while the screen stays open.
  const today = toZonedInputs(useNow(TODAY_RECHECK_MS), timeZone).date;
  const set = (field: keyof SearchFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const errorOf = (field: keyof SearchFormErrors) => {
    const error = errors[field];
    return error ? t(`form.errors.${error}`) : undefined;
  };

  const submit = () => {
    const checked = checkSearchForm(values, timeZone);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    onSubmit(checked.search);
  };

  return (
    <form
      aria-label={t('form.label')}
      // Our own messages beside the fields rather than the browser's tooltips.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <Group align="flex-start" gap="sm">
          <DateField
            label={t('form.fromDate')}
            value={values.fromDate}
            lastDay={today}
            onChange={set('fromDate')}
            error={errorOf('from')}
            w={150}
          />
          <TimeField
            label={t('form.fromTime')}
            value={values.fromTime}
            onChange={set('fromTime')}
            error={!!errors.from}
            w={100}
          />
          <DateField
            label={t('form.toDate')}
            value={values.toDate}
            lastDay={today}
            onChange={set('toDate')}
            error={errorOf('to')}
            w={150}
          />
          <TimeField
            label={t('form.toTime')}
            value={values.toTime}
            onChange={set('toTime')}
            error={!!errors.to}
            w={100}
          />
        </Group>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label={t('form.query')}
            placeholder={t('form.queryPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={values.query}
            onChange={(event) => set('query')(event.currentTarget.value)}
            error={errorOf('query') ?? (queryRefused ? t('form.errors.refused') : undefined)}
            style={{ flex: 1 }}
            maw={560}
          />
          <Group gap={4} mt={25}>
            <SearchGrammarHelp />
            <Button type="submit">{t('form.submit')}</Button>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {t('form.zone', { zone: timeZone })}
        </Text>
      </Stack>
    </form>
  );
}
