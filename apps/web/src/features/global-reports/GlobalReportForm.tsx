/**
 * The frame of a global report's filters: the fields, 'Show report' (Enter submits too) and the
 * download menu, both off while the filters are not valid.
 */
import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportFormat } from '@antena/contract';
import { ReportDownloadMenu } from './ReportDownloadMenu';

export interface GlobalReportFormProps {
  label: string;
  /** The screen's report (useGlobalReport). */
  report: { valid: boolean; show: () => void; download: (format: ReportFormat) => Promise<void> };
  children: ReactNode;
}

export function GlobalReportForm({ label, report, children }: GlobalReportFormProps) {
  const { t } = useTranslation('global-reports');
  const { valid, show: onShow, download: onDownload } = report;
  return (
    <Paper withBorder p="md" mb="md">
      <form
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onShow();
        }}
      >
        <Stack gap="sm">
          {children}
          <Group justify="flex-end" gap="sm">
            <ReportDownloadMenu onDownload={onDownload} disabled={!valid} />
            <Button type="submit" leftSection={<IconPlayerPlay size={16} />} disabled={!valid}>
              {t('show')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
