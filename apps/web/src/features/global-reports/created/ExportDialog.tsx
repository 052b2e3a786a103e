/**
 * The evidence export dialog (spec 03 sections 5 and 9): seconds before and after each airing,
 * leave out the version, public link, the path format (the client's, from GET /v2/audit/config)
 * and its custom text when the pattern has {customText}. Start answers 'Export started' ('Export
 * iniciado' in Spanish) and the report with its export running, or that it could not start. A retry opens with the
 * failed export's options.
 */
import { Alert, Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EXPORT_TIME_OPTIONS, type PathFormat, type SavedReport } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { LoadError, LoadingState } from '../../../components/QueryState';
import { auditConfigQueryOptions } from '../../audit-config/audit-config.api';
import { createdReportKeys, startReportExport } from './created-reports.api';
import {
  CUSTOM_TEXT_MAX,
  initialExportValues,
  needsCustomText,
  toExportOptions,
  validateExportValues,
  type ExportFormValues,
} from './export-form';

export interface ExportDialogProps {
  report: SavedReport;
  opened: boolean;
  onClose: () => void;
}

export function ExportDialog({ report, opened, onClose }: ExportDialogProps) {
  const { t } = useTranslation('created-reports');
  const { api } = useAppServices();
  const config = useQuery({ ...auditConfigQueryOptions(api), enabled: opened });
  const retry = report.data.export !== null;
  const formats = config.data?.evidenceExport.pathFormats;
  return (
    <Modal opened={opened} onClose={onClose} title={retry ? t('dialog.retryTitle') : t('dialog.title')} size="lg">
      {config.isPending ? (
        <LoadingState label={t('dialog.loadingFormats')} />
      ) : config.isError ? (
        <LoadError error={config.error} title={t('dialog.formatsFailed')} onRetry={() => void config.refetch()} />
      ) : formats && formats.length > 0 ? (
        <ExportForm report={report} formats={formats} onClose={onClose} />
      ) : (
        <Alert color="yellow">{t('dialog.noFormats')}</Alert>
      )}
    </Modal>
  );
}

function ExportForm({ report, formats, onClose }: { report: SavedReport; formats: PathFormat[]; onClose: () => void }) {
  const { t } = useTranslation('created-reports');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const form = useForm<ExportFormValues>({
    initialValues: initialExportValues(formats, report.data.export?.options),
    validate: (values) => {
      const errors = validateExportValues(values, formats);
      return Object.fromEntries(Object.keys(errors).map((field) => [field, t('dialog.required')]));
    },
  });
  const start = useMutation({
    mutationFn: (values: ExportFormValues) => startReportExport(api, report, toExportOptions(values, formats)),
    onSuccess: async (updated) => {
      notifications.show({ color: 'teal', message: t('export.started') });
      // The answer carries the export's new state: the section shows it and starts polling at once.
      queryClient.setQueryData(createdReportKeys.one(report.id), updated);
      onClose();
      await queryClient.invalidateQueries({ queryKey: createdReportKeys.lists });
    },
    onError: () => notifications.show({ color: 'red', message: t('export.startFailed') }),
  });
  const secondsOptions = EXPORT_TIME_OPTIONS.map((seconds) => ({
    value: String(seconds),
    label: t('dialog.seconds', { count: seconds }),
  }));
  const values = form.getValues();
  const withCustomText = needsCustomText(formats, values.formatId);

  return (
    <form onSubmit={form.onSubmit((submitted) => start.mutate(submitted))} noValidate>
      <Stack gap="md">
        <Group grow align="flex-start">
          <Select
            label={t('dialog.before')}
            data={secondsOptions}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('audioMatchIncludeBefore')}
          />
          <Select
            label={t('dialog.after')}
            data={secondsOptions}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('audioMatchIncludeAfter')}
          />
        </Group>
        <Switch
          label={t('dialog.excludeVersion')}
          description={t('dialog.excludeVersionHelp')}
          {...form.getInputProps('excludeVersion', { type: 'checkbox' })}
        />
        <Switch
          label={t('dialog.publicLink')}
          description={t('dialog.publicLinkHelp')}
          {...form.getInputProps('publicLink', { type: 'checkbox' })}
        />
        <Select
          label={t('dialog.pathFormat')}
          data={formats.map((format) => ({ value: format.id, label: `${format.label} (${format.pattern})` }))}
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps('formatId')}
        />
        {withCustomText && (
          <TextInput
            label={t('dialog.customText')}
            description={t('dialog.customTextHelp')}
            maxLength={CUSTOM_TEXT_MAX}
            withAsterisk
            {...form.getInputProps('formatCustomText')}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={start.isPending}>
            {t('dialog.start')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
