/** The saved report's rows as csv or xls (spec 03 sections 7 and 9; the xls a real .xlsx). */
import { useTranslation } from 'react-i18next';
import { REPORT_FORMATS, type SavedReport } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { DownloadMenu } from '../../../components/DownloadMenu';
import { saveBlob } from '../../downloads/fetch-with-progress';
import { fetchReportFile } from './created-reports.api';

export function ReportDownloadMenu({ report }: { report: SavedReport }) {
  const { t } = useTranslation('created-reports');
  const { api } = useAppServices();
  return (
    <DownloadMenu
      formats={REPORT_FORMATS}
      label={t('detail.download')}
      formatLabel={(format) => t('detail.downloadAs', { format: format.toUpperCase() })}
      failedTitle={t('detail.downloadFailed')}
      onDownload={async (format) => {
        const { blob, filename } = await fetchReportFile(api, report, format);
        saveBlob(blob, filename);
      }}
    />
  );
}
