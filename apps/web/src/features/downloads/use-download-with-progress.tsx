/**
 * Downloads with their progress in a notification: 'Preparing' while the server cuts the file,
 * then a bar with the percentage (or the bytes so far when the length is unknown), then done or
 * failed. The notification's Cancel stops the download.
 */
import { useCallback } from 'react';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { fetchWithProgress, isDownloadAbort, saveBlob, type DownloadProgress } from './fetch-with-progress';

let nextId = 0;

const megabytes = (bytes: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    bytes / 1_000_000,
  );

/** (url, or a promise of it, and the file's name) => resolves once saved, failed or cancelled. */
export function useDownloadWithProgress(): (url: string | Promise<string>, filename: string) => Promise<void> {
  const { t, i18n } = useTranslation('downloads');
  return useCallback(
    async (url, filename) => {
      const id = `download-${(nextId += 1)}`;
      const controller = new AbortController();
      const body = (status: string, progress?: DownloadProgress) => (
        <Stack gap={4}>
          <Text size="sm">{status}</Text>
          {progress?.total ? <Progress value={(100 * progress.received) / progress.total} aria-label={status} /> : null}
          <Group justify="flex-end">
            <Button size="compact-xs" variant="subtle" onClick={() => controller.abort()}>
              {t('cancel')}
            </Button>
          </Group>
        </Stack>
      );
      notifications.show({
        id,
        loading: true,
        autoClose: false,
        withCloseButton: false,
        title: filename,
        message: body(t('preparing')),
      });
      let shownPercent = -1;
      const onProgress = (progress: DownloadProgress) => {
        const percent = progress.total ? Math.floor((100 * progress.received) / progress.total) : null;
        // One update per whole percent (or per chunk without a length) keeps the page responsive.
        if (percent !== null && percent === shownPercent) return;
        shownPercent = percent ?? shownPercent;
        const status =
          percent === null
            ? t('received', { size: megabytes(progress.received, i18n.language) })
            : t('progress', { percent, total: megabytes(progress.total!, i18n.language) });
        notifications.update({ id, message: body(status, progress) });
      };
      try {
        const blob = await fetchWithProgress(await url, onProgress, controller.signal);
        saveBlob(blob, filename);
        notifications.update({
          id,
          loading: false,
          color: 'green',
          autoClose: 4000,
          withCloseButton: true,
          message: t('done'),
        });
      } catch (error) {
        const cancelled = isDownloadAbort(error);
        if (!cancelled) console.error('Download failed', error);
        notifications.update({
          id,
          loading: false,
          color: cancelled ? 'gray' : 'red',
          autoClose: cancelled ? 3000 : false,
          withCloseButton: true,
          message: cancelled ? t('cancelled') : t('failed'),
        });
      }
    },
    [i18n.language, t],
  );
}
