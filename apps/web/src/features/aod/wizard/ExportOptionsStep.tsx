/**
 * Wizard step 3 (spec 03 section 5 "Export options"): seconds of audio before and after each
 * airing, leave the version out, a public link, and the client's path format (GET
 * /v2/audit/config), whose custom text is asked for only when its pattern has {customText}.
 */
import { useEffect } from 'react';
import { Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EXPORT_TIME_OPTIONS, type PathFormat } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { LoadError, LoadingState } from '../../../components/QueryState';
import { auditConfigQueryOptions } from '../../audit-config/audit-config.api';
import { needsCustomText, type ExportOptionValues, type FieldErrors } from '../aod-rule-form';

export interface ExportOptionsStepProps {
  values: ExportOptionValues;
  errors: FieldErrors;
  onChange: (values: ExportOptionValues) => void;
}

/** The client's evidence path formats (its audit configuration). */
export function usePathFormats() {
  const { api } = useAppServices();
  const query = useQuery(auditConfigQueryOptions(api));
  const formats: PathFormat[] = query.data?.evidenceExport.pathFormats ?? [];
  return { formats, query };
}

export function ExportOptionsStep({ values, errors, onChange }: ExportOptionsStepProps) {
  const { t } = useTranslation('aod');
  const { formats, query } = usePathFormats();
  // A new rule starts on the client's default path format once the formats are known.
  const defaultFormat = formats.find((format) => format.default) ?? formats[0];
  useEffect(() => {
    if (!values.formatId && defaultFormat) onChange({ ...values, formatId: defaultFormat.id });
  }, [values, defaultFormat, onChange]);

  const seconds = EXPORT_TIME_OPTIONS.map((value) => ({
    value: String(value),
    label: t('options.seconds', { count: value }),
  }));
  const chosen = formats.find((format) => format.id === values.formatId);
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <Stack gap="md" maw={560}>
      <Group grow align="flex-start">
        <Select
          label={t('options.before')}
          withAsterisk
          allowDeselect={false}
          data={seconds}
          value={String(values.audioMatchIncludeBefore)}
          onChange={(next) => next && onChange({ ...values, audioMatchIncludeBefore: Number(next) })}
        />
        <Select
          label={t('options.after')}
          withAsterisk
          allowDeselect={false}
          data={seconds}
          value={String(values.audioMatchIncludeAfter)}
          onChange={(next) => next && onChange({ ...values, audioMatchIncludeAfter: Number(next) })}
        />
      </Group>
      <Switch
        label={t('options.excludeVersion')}
        checked={values.excludeVersion}
        onChange={(event) => onChange({ ...values, excludeVersion: event.currentTarget.checked })}
      />
      <Switch
        label={t('options.publicLink')}
        description={t('options.publicLinkHelp')}
        checked={values.publicLink}
        onChange={(event) => onChange({ ...values, publicLink: event.currentTarget.checked })}
      />
      {query.isPending ? (
        <LoadingState label={t('options.formatsLoading')} />
      ) : query.isError ? (
        <LoadError error={query.error} title={t('options.formatsFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Select
            label={t('options.pathFormat')}
            withAsterisk
            allowDeselect={false}
            data={formats.map((format) => ({ value: format.id, label: format.label }))}
            value={values.formatId || null}
            onChange={(next) => onChange({ ...values, formatId: next ?? '' })}
            description={chosen ? chosen.pattern : undefined}
            error={error('formatId')}
            nothingFoundMessage={t('options.noFormats')}
          />
          {formats.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('options.noFormatsHelp')}
            </Text>
          )}
          {needsCustomText(chosen) && (
            <TextInput
              label={t('options.customText')}
              withAsterisk
              value={values.formatCustomText}
              onChange={(event) => onChange({ ...values, formatCustomText: event.currentTarget.value })}
              error={error('formatCustomText')}
            />
          )}
        </>
      )}
    </Stack>
  );
}
