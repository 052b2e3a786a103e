/** Wizard step 1 (spec 03 section 5 "AOD basic form"): report type, name, trigger and active. */
import { Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AOD_TRIGGERS, type AodTrigger } from '@antena/contract';
import { AOD_REPORT_TYPES, type AodReportType, type BasicValues, type FieldErrors } from '../aod-rule-form';

export interface BasicInfoStepProps {
  values: BasicValues;
  errors: FieldErrors;
  onChange: (values: BasicValues) => void;
  /** A report type change clears the later steps: the wizard does that. */
  onReportTypeChange: (reportType: AodReportType | '') => void;
}

export function BasicInfoStep({ values, errors, onChange, onReportTypeChange }: BasicInfoStepProps) {
  const { t } = useTranslation('aod');
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <Stack gap="md" maw={560}>
      <Select
        label={t('rule.reportType')}
        withAsterisk
        clearable
        clearButtonProps={{ 'aria-label': t('clearField', { field: t('rule.reportType') }) }}
        data={AOD_REPORT_TYPES.map((type) => ({ value: type, label: t(`reportType.${type}`) }))}
        value={values.reportType || null}
        onChange={(next) => onReportTypeChange((next as AodReportType | null) ?? '')}
        error={error('reportType')}
      />
      <TextInput
        label={t('rule.name')}
        withAsterisk
        value={values.name}
        onChange={(event) => onChange({ ...values, name: event.currentTarget.value })}
        error={error('name')}
      />
      <Select
        label={t('rule.trigger')}
        withAsterisk
        clearable
        clearButtonProps={{ 'aria-label': t('clearField', { field: t('rule.trigger') }) }}
        data={AOD_TRIGGERS.map((trigger) => ({ value: trigger, label: t(`trigger.${trigger}.label`) }))}
        value={values.trigger || null}
        onChange={(next) => onChange({ ...values, trigger: (next as AodTrigger | null) ?? '' })}
        error={error('trigger')}
        description={values.trigger ? t(`trigger.${values.trigger}.help`) : undefined}
      />
      <Switch
        label={t('rule.active')}
        checked={values.active}
        onChange={(event) => onChange({ ...values, active: event.currentTarget.checked })}
      />
      <Text size="sm" c="dimmed">
        {t('wizard.activeHelp')}
      </Text>
    </Stack>
  );
}
