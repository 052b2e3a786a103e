/**
 * A Download button whose menu offers a file in each format (e.g. a report as csv or xls): the
 * button shows it is busy while the file comes, and a failure is a red notification with the
 * error's text.
 */
import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api-error';

export interface DownloadMenuProps<F extends string> {
  formats: readonly F[];
  label: string;
  /** The menu item of a format. */
  formatLabel: (format: F) => string;
  /** The notification's title when a download fails. */
  failedTitle: string;
  /** Fetches and saves the file. */
  onDownload: (format: F) => Promise<void>;
  disabled?: boolean;
}

export function DownloadMenu<F extends string>({
  formats,
  label,
  formatLabel,
  failedTitle,
  onDownload,
  disabled,
}: DownloadMenuProps<F>) {
  const { t } = useTranslation('errors');
  const [busy, setBusy] = useState(false);
  const download = async (format: F) => {
    setBusy(true);
    try {
      await onDownload(format);
    } catch (error) {
      notifications.show({ color: 'red', title: failedTitle, message: errorText(error, t) });
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
          disabled={disabled}
          loading={busy}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {formats.map((format) => (
          <Menu.Item key={format} onClick={() => void download(format)}>
            {formatLabel(format)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
