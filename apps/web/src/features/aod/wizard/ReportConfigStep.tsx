/**
 * Wizard step 2 (spec 03 "reportConfig"): the stations and GIP filter, the date range (left out
 * when orders are given: a run then covers their schedules' range), custom ids and orders.
 */
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateTimeFields';
import type { FieldErrors, ReportConfigValues } from '../aod-rule-form';
import { GipFilterFields } from './GipFilterFields';

export interface ReportConfigStepProps {
  values: ReportConfigValues;
  errors: FieldErrors;
  onChange: (values: ReportConfigValues) => void;
  timeZone: string;
}

export function ReportConfigStep({ values, errors, onChange, timeZone }: ReportConfigStepProps) {
  const { t } = useTranslation('aod');
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <Stack gap="md" maw={640}>
      <GipFilterFields values={values} onChange={(filter) => onChange({ ...values, ...filter })} />
      <Stack gap={4}>
        <Group grow align="flex-start">
          <DateField
            label={t('config.from')}
            value={values.from}
            onChange={(from) => onChange({ ...values, from })}
            error={error('from')}
          />
          <DateField
            label={t('config.to')}
            value={values.to}
            onChange={(to) => onChange({ ...values, to })}
            error={error('to')}
          />
        </Group>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t('config.rangeHelp', { zone: timeZone })}
          </Text>
          {(values.from || values.to) && (
            <Button size="compact-xs" variant="subtle" onClick={() => onChange({ ...values, from: '', to: '' })}>
              {t('config.clearRange')}
            </Button>
          )}
        </Group>
      </Stack>
      <Textarea
        label={t('config.customIds')}
        description={t('config.listHelp')}
        rows={2}
        value={values.customIds}
        onChange={(event) => onChange({ ...values, customIds: event.currentTarget.value })}
      />
      <Textarea
        label={t('config.orders')}
        description={t('config.ordersHelp')}
        rows={2}
        value={values.orders}
        onChange={(event) => onChange({ ...values, orders: event.currentTarget.value })}
      />
    </Stack>
  );
}
