/**
 * A station whose capture is failing (no ffmpeg, a source that refuses…): why, and since when.
 * Shown on the logger status card and in platform administration's station list, so an
 * operator learns that a station is not recording without reading the server's logs. The cause
 * is the contract's code in the user's language; ffmpeg's own words follow, dimmed, as the
 * technical detail.
 */
import { Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CaptureFailure } from '@antena/contract';
import { useFormatDateTime } from '../lib/use-date-time';

export function CaptureFailureNotice({ failure }: { failure: CaptureFailure }) {
  const { t } = useTranslation('common');
  const formatDateTime = useFormatDateTime();
  // A code this version does not know yet (a newer server) reads as the unknown cause.
  const cause = t([`captureFailure.codes.${failure.code}`, 'captureFailure.codes.UNKNOWN']);
  const detail = t('captureFailure.detail', { reason: failure.reason });
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" role="status">
      <IconAlertTriangle size={14} color="var(--mantine-color-red-filled)" style={{ flexShrink: 0, marginTop: 2 }} />
      <Stack gap={0} miw={0}>
        <Text size="xs" c="red" lineClamp={2}>
          {t('captureFailure.notice', { since: formatDateTime(failure.since), cause })}
        </Text>
        {failure.reason && (
          <Text size="xs" c="dimmed" truncate="end" title={detail} data-technical-detail>
            {detail}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
