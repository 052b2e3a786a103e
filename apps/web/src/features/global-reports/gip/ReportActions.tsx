/**
 * A report's Download (csv or xls) and Save report actions (spec 03 "GIP report screen": download,
 * save report). Both send the config the preview shows, excluded matches included. Saving asks
 * for a name, then says 'Report saved' with a link to the saved report, or that it could not be
 * saved (spec 03 section 8: 'Reporte guardado' / 'No se pudo guardar el reporte' in Spanish).
 */
import { useState, type MouseEvent } from 'react';
import { Anchor, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { REPORT_FORMATS, type ReportConfigInput, type ReportFormat } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { DownloadMenu } from '../../../components/DownloadMenu';
import { errorText } from '../../../lib/api-error';
import { saveBlob } from '../../downloads/fetch-with-progress';
import { fetchReportFile, reportDownloadEndpoint, saveReport, type ReportKind } from './reports.api';

/** saveReportSchema: a report's name is 1 to 255 characters. */
const REPORT_NAME_MAX = 255;
/** Long enough to reach the toast's link with the keyboard. */
const SAVED_TOAST_MS = 10_000;

/** Where a saved report opens (H-web-global's route). */
export const createdReportPath = (reportId: string) => `/audit/global-reports/created/${reportId}`;

const FILE_EXTENSIONS: Record<ReportFormat, string> = { csv: 'csv', xls: 'xlsx' };

export interface ReportActionsProps {
  kind: ReportKind;
  /** The config of the preview shown; null before the first preview. */
  config: ReportConfigInput | null;
}

export function ReportActions({ kind, config }: ReportActionsProps) {
  const { t } = useTranslation('gip-report');
  const { api } = useAppServices();
  const router = useRouter();
  const [saving, setSaving] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  // A mutation, so a failure also feeds the app's global notices (server unresponsive, fatal).
  const download = useMutation({
    mutationFn: async (format: ReportFormat) => {
      const file = await fetchReportFile(api, reportDownloadEndpoint(kind), { body: config, format });
      const day = new Date().toISOString().slice(0, 10);
      saveBlob(file.blob, file.filename ?? `${t(`fileName.${kind}`)}-${day}.${FILE_EXTENSIONS[format]}`);
    },
  });

  const save = useMutation({
    mutationFn: (reportName: string) => saveReport(api, kind, { name: reportName, data: { config: config! } }),
    onSuccess: (report) => {
      setSaving(false);
      const id = `report-saved-${report.id}`;
      const href = createdReportPath(report.id);
      // The toast renders outside the router: a real href, and a plain click navigating in the app.
      const open = (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        notifications.hide(id);
        router.history.push(href);
      };
      notifications.show({
        id,
        color: 'teal',
        title: t('save.saved'),
        autoClose: SAVED_TOAST_MS,
        message: (
          <Anchor size="sm" href={href} onClick={open}>
            {t('save.open', { name: report.name })}
          </Anchor>
        ),
      });
    },
    onError: (error) => notifications.show({ color: 'red', title: t('save.failed'), message: errorText(error, t) }),
  });

  const submitName = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError(t('save.nameRequired'));
    if (trimmed.length > REPORT_NAME_MAX) return setNameError(t('save.nameTooLong', { max: REPORT_NAME_MAX }));
    save.mutate(trimmed);
  };

  return (
    <Group gap="xs">
      <DownloadMenu
        formats={REPORT_FORMATS}
        label={t('download.label')}
        formatLabel={(format) => t(`download.${format}`)}
        failedTitle={t('download.failed')}
        onDownload={download.mutateAsync}
        disabled={!config}
      />
      <Button
        leftSection={<IconDeviceFloppy size={16} />}
        disabled={!config}
        onClick={() => {
          setName('');
          setNameError(null);
          setSaving(true);
        }}
      >
        {t('save.label')}
      </Button>
      <Modal opened={saving} onClose={() => setSaving(false)} title={t('save.title')}>
        <form onSubmit={submitName} noValidate aria-label={t('save.title')}>
          <Stack gap="md">
            <TextInput
              label={t('save.name')}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setNameError(null);
              }}
              error={nameError}
              required
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setSaving(false)}>
                {t('save.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('save.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Group>
  );
}
