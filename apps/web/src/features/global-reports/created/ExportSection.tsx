/**
 * The export section of a saved report (spec 03 section 4): no export yet → a start button;
 * running → the status, with a percentage while the report is computed, audios added and the
 * ZIP uploaded (the detail query polls meanwhile); COMPLETED → a download whose URL is asked
 * for on the click (it is signed and expires), and the public link with a copy button when
 * one was asked for; ERROR (GIP) or FAILED (alternative) → the message and a retry or restart
 * that opens the dialog with the options it failed with.
 */
import { useState } from 'react';
import { Alert, Button, Group, Paper, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReportExport, SavedReport } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { CopyButton } from '../../../components/CopyButton';
import { reportExportDownloadUrl } from './created-reports.api';
import { ExportDialog } from './ExportDialog';
import { isExportFailed, showsProgress } from './export-status';
import { ExportStatusBadge } from './ExportStatusBadge';

export function ExportSection({ report }: { report: SavedReport }) {
  const { t } = useTranslation('created-reports');
  const [dialogOpened, setDialogOpened] = useState(false);
  const reportExport = report.data.export;
  const openDialog = () => setDialogOpened(true);

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="report-export-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="report-export-title">
            {t('export.title')}
          </Title>
          <ExportStatusBadge export={reportExport} />
        </Group>
        {reportExport === null ? (
          <>
            <Text size="sm">{t('export.none')}</Text>
            <Group>
              <Button leftSection={<IconPlayerPlay size={16} />} onClick={openDialog}>
                {t('export.start')}
              </Button>
            </Group>
          </>
        ) : reportExport.status === 'COMPLETED' ? (
          <CompletedExport report={report} reportExport={reportExport} />
        ) : isExportFailed(reportExport.status) ? (
          <Alert color="red" title={t('export.failed')} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{reportExport.error || t('export.failedWithoutMessage')}</Text>
              <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={openDialog}>
                {reportExport.status === 'FAILED' ? t('export.restart') : t('export.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <RunningExport reportExport={reportExport} />
        )}
      </Stack>
      <ExportDialog report={report} opened={dialogOpened} onClose={() => setDialogOpened(false)} />
    </Paper>
  );
}

function RunningExport({ reportExport }: { reportExport: ReportExport }) {
  const { t } = useTranslation('created-reports');
  const percent = Math.floor(reportExport.progress);
  return (
    <Stack gap="xs">
      <Text size="sm">{t('export.running')}</Text>
      {showsProgress(reportExport.status) && (
        <>
          <Progress value={percent} aria-label={t('export.progressLabel')} animated />
          <Text size="sm" c="dimmed">
            {t('export.progress', { percent })}
          </Text>
        </>
      )}
    </Stack>
  );
}

function CompletedExport({ report, reportExport }: { report: SavedReport; reportExport: ReportExport }) {
  const { t } = useTranslation('created-reports');
  const { api } = useAppServices();
  const download = useMutation({
    mutationFn: () => reportExportDownloadUrl(api, report),
    // The ZIP is served by storage with its own name; a new tab leaves this page as it is.
    onSuccess: ({ url }) => window.open(url, '_blank', 'noopener'),
    onError: () => notifications.show({ color: 'red', message: t('export.downloadFailed') }),
  });
  return (
    <Stack gap="sm">
      <Text size="sm">{t('export.completed')}</Text>
      <Group>
        <Button leftSection={<IconDownload size={16} />} loading={download.isPending} onClick={() => download.mutate()}>
          {t('export.download')}
        </Button>
      </Group>
      {reportExport.publicUrl && (
        <TextInput
          label={t('export.publicLink')}
          value={reportExport.publicUrl}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          rightSection={<CopyButton value={reportExport.publicUrl} label={t('export.copyPublicLink')} />}
        />
      )}
    </Stack>
  );
}
