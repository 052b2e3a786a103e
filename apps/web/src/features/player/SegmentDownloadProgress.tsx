/** spec 02 section 4: 'Downloading segments N%' while a range's segment audio is being cached. */
import { useTranslation } from 'react-i18next';
import { Text } from '@mantine/core';
import { usePlayer } from './use-player';

export function SegmentDownloadProgress() {
  const { t } = useTranslation('player');
  const { downloadPercent } = usePlayer().state;
  if (downloadPercent === null) return null;
  return (
    <Text size="xs" c="dimmed" role="status">
      {t('downloadingSegments', { percent: downloadPercent })}
    </Text>
  );
}
