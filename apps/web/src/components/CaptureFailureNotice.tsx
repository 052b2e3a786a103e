/**
 * A station whose capture is failing (no ffmpeg, a source that refuses…): why, and since when.
 * Shown on the logger status card and in platform administration's station list, so an
 * operator learns that a station is not recording without reading the server's logs.
 */
import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CaptureFailure } from '@antena/contract';
import { useFormatDateTime } from '../lib/use-date-time';

export function CaptureFailureNotice({ failure }: { failure: CaptureFailure }) {
  const { t } = useTranslation('common');
  const formatDateTime = useFormatDateTime();
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" role="status">
      <IconAlertTriangle size={14} color="var(--mantine-color-red-filled)" style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="xs" c="red" lineClamp={2} title={failure.reason}>
        {t('captureFailure', { since: formatDateTime(failure.since), reason: failure.reason })}
      </Text>
    </Group>
  );
}
