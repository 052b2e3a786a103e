/** A saved report's export status as a badge: 'No export' before the first one, a percentage while computing. */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportExport } from '@antena/contract';
import { exportStatusColor, showsProgress } from './export-status';

export function ExportStatusBadge({ export: reportExport }: { export: ReportExport | null }) {
  const { t } = useTranslation('created-reports');
  if (!reportExport)
    return (
      <Badge color="gray" variant="light">
        {t('status.none')}
      </Badge>
    );
  const { status, progress } = reportExport;
  return (
    <Badge color={exportStatusColor(status)} variant="light">
      {t(`status.${status}`)}
      {showsProgress(status) ? ` · ${Math.floor(progress)}%` : ''}
    </Badge>
  );
}
