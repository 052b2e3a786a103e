/**
 * The form shared by the GIP report and the GIP alternative report (spec 03 "GIP report screen",
 * section 5): stations (every one chosen is sent as none), the day range (never after today;
 * fixed and hidden for nocontrato / nocontratonacional with a value), advertisers ← stations,
 * campaigns ← advertisers, versions ← campaigns (each disabled until its parents are chosen), one
 * custom field and its value, custom ids, orders and the loaded-order button. Enter submits.
 */
import { useState } from 'react';
import {
  Autocomplete,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NO_CONTRACT_RANGE_START, type Station } from '@antena/contract';
import { stationToday } from '../../audit/audit-range';
import { ReportRangeFields } from '../../audit/reports/ReportRangeFields';
import { OrderLoader } from './OrderLoader';
import { defaultReportRange, isFixedRange, type ReportFormValues } from './report-form';
import { choiceOptions, useReportChoices } from './use-report-choices';

export interface ReportFilterFormProps {
  /** The stations with audit the user reaches. */
  stations: readonly Station[];
  values: ReportFormValues;
  onChange: (values: ReportFormValues) => void;
  /** The user's timezone: the range's days are on its clock. */
  timeZone: string;
  onSubmit: () => void;
  loading?: boolean;
}

export function ReportFilterForm({ stations, values, onChange, timeZone, onSubmit, loading }: ReportFilterFormProps) {
  const { t } = useTranslation('gip-report');
  const [stationsError, setStationsError] = useState<string | null>(null);
  const allIds = stations.map((station) => station.id);
  const choices = useReportChoices(values, allIds, timeZone);
  const today = stationToday(timeZone);
  const fixed = isFixedRange(values);
  const set = (patch: Partial<ReportFormValues>) => onChange({ ...values, ...patch });
  const fieldNames = choices.customFields.data?.map((field) => field.name) ?? [];
  const fieldValues = choices.customFields.data?.find((field) => field.name === values.customFieldName)?.values ?? [];

  // Emptying a list empties the lists that depend on it (they are disabled without it).
  const setStations = (stationsIds: string[]) => {
    setStationsError(null);
    set(stationsIds.length ? { stationsIds } : { stationsIds, advertisers: [], campaigns: [], versions: [] });
  };
  const setAdvertisers = (advertisers: string[]) =>
    set(advertisers.length ? { advertisers } : { advertisers, campaigns: [], versions: [] });
  const setCampaigns = (campaigns: string[]) => set(campaigns.length ? { campaigns } : { campaigns, versions: [] });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (values.stationsIds.length === 0) {
      setStationsError(t('form.stationsRequired'));
      return;
    }
    onSubmit();
  };

  return (
    <Paper withBorder p="md" component="form" aria-label={t('form.label')} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <MultiSelect
            label={t('form.stations')}
            placeholder={values.stationsIds.length ? undefined : t('form.stationsPlaceholder')}
            data={stations.map((station) => ({ value: station.id, label: station.name }))}
            value={values.stationsIds}
            onChange={setStations}
            searchable
            clearable
            required
            error={stationsError}
            nothingFoundMessage={t('form.nothingFound')}
            style={{ flex: 1 }}
          />
          <Button variant="default" onClick={() => setStations(allIds)} disabled={allIds.length === 0}>
            {t('form.allStations')}
          </Button>
        </Group>
        {fixed ? (
          <Text size="sm" c="dimmed" role="note">
            {t('form.fixedRange', { from: NO_CONTRACT_RANGE_START })}
          </Text>
        ) : (
          <ReportRangeFields
            range={values.range}
            today={today}
            fromLabel={t('form.from')}
            toLabel={t('form.to')}
            reset={{ label: t('form.resetRange'), range: defaultReportRange(today) }}
            onChange={(range) => set({ range: range ?? defaultReportRange(today) })}
          />
        )}
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
          <ChoiceSelect
            label={t('form.advertisers')}
            needs={choices.hasStations ? null : t('form.needsStations')}
            choices={choices.advertisers}
            value={values.advertisers}
            onChange={setAdvertisers}
          />
          <ChoiceSelect
            label={t('form.campaigns')}
            needs={choices.hasAdvertisers ? null : t('form.needsAdvertisers')}
            choices={choices.campaigns}
            value={values.campaigns}
            onChange={setCampaigns}
          />
          <ChoiceSelect
            label={t('form.versions')}
            needs={choices.hasCampaigns ? null : t('form.needsCampaigns')}
            choices={choices.versions}
            value={values.versions}
            onChange={(versions) => set({ versions })}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 4 }} spacing="sm">
          <Select
            label={t('form.customField')}
            data={choiceOptions(fieldNames, values.customFieldName ? [values.customFieldName] : [])}
            value={values.customFieldName}
            onChange={(customFieldName) => set({ customFieldName, customFieldValue: '' })}
            disabled={!choices.hasStations}
            searchable
            clearable
            nothingFoundMessage={t('form.nothingFound')}
          />
          <Autocomplete
            label={t('form.customFieldValue')}
            data={fieldValues}
            value={values.customFieldValue}
            onChange={(customFieldValue) => set({ customFieldValue })}
            disabled={!values.customFieldName}
          />
          <TextInput
            label={t('form.customIds')}
            description={t('form.commaList')}
            value={values.customIds}
            onChange={(event) => set({ customIds: event.currentTarget.value })}
          />
          <TextInput
            label={t('form.orders')}
            description={t('form.commaList')}
            value={values.orders}
            onChange={(event) => set({ orders: event.currentTarget.value })}
          />
        </SimpleGrid>
        <OrderLoader values={values} onChange={onChange} timeZone={timeZone} />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconPlayerPlay size={16} />} loading={loading}>
            {t('form.preview')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

interface ChoiceSelectProps {
  label: string;
  /** What the list waits for, under it while it is disabled; null: it is enabled. */
  needs: string | null;
  /** The values the server offers for the form's scope. */
  choices: { data?: readonly string[] | undefined; isFetching: boolean };
  value: string[];
  onChange: (value: string[]) => void;
}

/** One of the dependent lists (advertisers, campaigns, versions): disabled until its parents are chosen. */
function ChoiceSelect({ label, needs, choices, value, onChange }: ChoiceSelectProps) {
  const { t } = useTranslation('gip-report');
  return (
    <MultiSelect
      label={label}
      description={needs ?? undefined}
      data={choiceOptions(choices.data, value)}
      value={value}
      onChange={onChange}
      disabled={needs !== null}
      searchable
      clearable
      nothingFoundMessage={choices.isFetching ? t('form.loadingChoices') : t('form.nothingFound')}
    />
  );
}
