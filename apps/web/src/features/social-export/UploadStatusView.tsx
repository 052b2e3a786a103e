/**
 * An upload's state as every social export screen shows it (spec 02 section 4): the progress
 * while UPLOADING (sent bytes of the total), the video's link once SUCCESS, the platform's error
 * on ERROR.
 */
import { Anchor, Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UploadRecord } from '@antena/contract';

const STATUS_COLOR = { UPLOADING: 'blue', SUCCESS: 'teal', ERROR: 'red' } as const;

/** The percent sent, 0 while the total is not known. */
export function uploadPercent(progress: UploadRecord['progress']): number {
  if (progress.totalBytes <= 0) return 0;
  return Math.min(100, Math.round((progress.sentBytes / progress.totalBytes) * 100));
}

export function UploadStatusView({
  upload,
}: {
  upload: Pick<UploadRecord, 'status' | 'progress' | 'videoUrl' | 'error' | 'errorCode'>;
}) {
  const { t } = useTranslation('social-export');
  const percent = uploadPercent(upload.progress);
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Badge variant="light" color={STATUS_COLOR[upload.status]}>
          {t(`status.${upload.status}`)}
        </Badge>
        {upload.status === 'SUCCESS' && upload.videoUrl && (
          <Anchor href={upload.videoUrl} target="_blank" rel="noreferrer" size="sm">
            <Group gap={4} component="span">
              {t('status.openVideo')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        )}
      </Group>
      {upload.status === 'UPLOADING' && (
        <Group gap="xs" wrap="nowrap">
          <Progress value={percent} w={160} aria-label={t('status.progress')} animated />
          <Text size="xs" c="dimmed">
            {t('status.percent', { percent })}
          </Text>
        </Group>
      )}
      {upload.status === 'ERROR' && upload.errorCode && (
        <Text size="sm" c="red">
          {t(`errorCodes.${upload.errorCode}`)}
        </Text>
      )}
      {upload.status === 'ERROR' && upload.error && (
        // The platform's own words, as it wrote them (they are often English only).
        <Text size="xs" c="red">
          {upload.error}
        </Text>
      )}
    </Stack>
  );
}
