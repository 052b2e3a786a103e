/** The download of a global report (spec 03 section 9: csv and xls, the xls a real .xlsx). */
import { useTranslation } from 'react-i18next';
import { REPORT_FORMATS, type ReportFormat } from '@antena/contract';
import { DownloadMenu } from '../../components/DownloadMenu';

export interface ReportDownloadMenuProps {
  onDownload: (format: ReportFormat) => Promise<void>;
  disabled?: boolean;
}

export function ReportDownloadMenu({ onDownload, disabled }: ReportDownloadMenuProps) {
  const { t } = useTranslation('global-reports');
  return (
    <DownloadMenu
      formats={REPORT_FORMATS}
      label={t('download.label')}
      formatLabel={(format) => t(`download.formats.${format}`)}
      failedTitle={t('download.failed')}
      onDownload={onDownload}
      disabled={disabled}
    />
  );
}
