/** The download of a global report (spec 03 section 9: csv and xls, the xls a real .xlsx). */
import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REPORT_FORMATS, type ReportFormat } from '@antena/contract';
import { errorText } from '../../lib/api-error';

export interface ReportDownloadMenuProps {
  onDownload: (format: ReportFormat) => Promise<void>;
  disabled?: boolean;
}

export function ReportDownloadMenu({ onDownload, disabled }: ReportDownloadMenuProps) {
  const { t } = useTranslation(['global-reports', 'errors']);
  const [busy, setBusy] = useState(false);
  const download = async (format: ReportFormat) => {
    setBusy(true);
    try {
      await onDownload(format);
    } catch (error) {
      notifications.show({ color: 'red', title: t('download.failed'), message: errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" disabled={disabled || busy}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={busy}
          disabled={disabled}
        >
          {t('download.label')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {REPORT_FORMATS.map((format) => (
          <Menu.Item key={format} onClick={() => void download(format)}>
            {t(`download.formats.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
