/**
 * The audit configuration form (spec 03 sections 3 and 5): the custom ids left out of the audit
 * (one comma-separated entry), the client's default tolerances and the evidence path formats.
 * Read-only for users who may not change it: its fields disabled and no save.
 */
import { Alert, NumberInput, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_TOLERANCE_MINUTES, type AuditConfig } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { FormActions } from '../../components/FormActions';
import { useSaveForm } from '../../lib/use-save-form';
import { auditConfigQueryOptions, updateAuditConfig } from './audit-config.api';
import {
  customIdsError,
  formatIdError,
  LIMITS,
  parseCustomIds,
  textError,
  toleranceError,
  toUpdate,
  toValues,
  type AuditConfigValues,
  type ConfigError,
} from './audit-config-form';
import { PathFormatsField } from './PathFormatsField';

export interface AuditConfigFormProps {
  config: AuditConfig;
  readOnly: boolean;
  onCancel: () => void;
}

export function AuditConfigForm({ config, readOnly, onCancel }: AuditConfigFormProps) {
  const { t } = useTranslation('audit-reports');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const message = (error: ConfigError | null) => (error ? t(`config.errors.${error}`) : null);
  const form = useForm<AuditConfigValues>({
    initialValues: toValues(config),
    validateInputOnChange: true,
    validate: {
      excludedCustomIds: (value) => message(customIdsError(value)),
      toleranceBefore: (value) => message(toleranceError(value)),
      toleranceAfter: (value) => message(toleranceError(value)),
      pathFormats: {
        id: (value, values) => message(formatIdError(value, values.pathFormats)),
        label: (value) => message(textError(value, LIMITS.label)),
        pattern: (value) => message(textError(value, LIMITS.pattern)),
      },
    },
  });

  const { submit, state } = useSaveForm(form, {
    save: (values) => updateAuditConfig(api, toUpdate(values)),
    savedValues: (stored) => toValues(stored),
    successMessage: t('config.saved'),
    onSaved: (stored) => {
      queryClient.setQueryData(auditConfigQueryOptions(api).queryKey, stored);
      // Exclusions and tolerances change the station audits' statuses and reports.
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });

  const excluded = parseCustomIds(form.getValues().excludedCustomIds).length;

  return (
    <form onSubmit={submit} aria-label={t('config.formLabel')} noValidate>
      {readOnly && (
        <Alert color="gray" icon={<IconLock />} mb="md">
          {t('config.readOnly')}
        </Alert>
      )}
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="xl">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('config.exclusions.title')}
            </Title>
            <Textarea
              label={t('config.exclusions.label')}
              description={t('config.exclusions.help')}
              rows={3}
              resize="vertical"
              {...form.getInputProps('excludedCustomIds')}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('config.exclusions.count', { count: excluded })}
            </Text>
          </Stack>

          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('config.tolerance.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('config.tolerance.help')}
            </Text>
            <Stack gap="sm" maw={320}>
              <NumberInput
                label={t('config.tolerance.before')}
                min={0}
                max={MAX_TOLERANCE_MINUTES}
                allowDecimal={false}
                allowNegative={false}
                suffix={` ${t('config.tolerance.unit')}`}
                withAsterisk
                {...form.getInputProps('toleranceBefore')}
              />
              <NumberInput
                label={t('config.tolerance.after')}
                min={0}
                max={MAX_TOLERANCE_MINUTES}
                allowDecimal={false}
                allowNegative={false}
                suffix={` ${t('config.tolerance.unit')}`}
                withAsterisk
                {...form.getInputProps('toleranceAfter')}
              />
            </Stack>
          </Stack>

          <PathFormatsField form={form} readOnly={readOnly} />
        </Stack>
      </fieldset>
      {!readOnly && <FormActions {...state} onCancel={onCancel} />}
    </form>
  );
}
