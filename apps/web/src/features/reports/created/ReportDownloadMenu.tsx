/** The saved report's rows as csv or xls (spec 03 sections 7 and 9; the xls a real .xlsx). */
import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REPORT_FORMATS, type ReportFormat, type SavedReport } from '@antena/contract';
import { useAppServices } from '../../../app/app-services';
import { errorText } from '../../../lib/api-error';
import { saveBlob } from '../../downloads/fetch-with-progress';
import { fetchReportFile } from './created-reports.api';

export function ReportDownloadMenu({ report }: { report: SavedReport }) {
  const { t } = useTranslation(['created-reports', 'errors']);
  const { api } = useAppServices();
  const [busy, setBusy] = useState(false);
  const download = async (format: ReportFormat) => {
    setBusy(true);
    try {
      const { blob, filename } = await fetchReportFile(api, report, format);
      saveBlob(blob, filename);
    } catch (error) {
      notifications.show({ color: 'red', title: t('detail.downloadFailed'), message: errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={busy}
        >
          {t('detail.download')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {REPORT_FORMATS.map((format) => (
          <Menu.Item key={format} onClick={() => void download(format)}>
            {t('detail.downloadAs', { format: format.toUpperCase() })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
