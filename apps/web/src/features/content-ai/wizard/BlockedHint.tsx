/** Says beside a disabled action why it cannot run now (contentBlocks). */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BlockReason } from './content-steps';

export function BlockedHint({ reason }: { reason: BlockReason }) {
  const { t } = useTranslation('content-ai');
  if (!reason) return null;
  return (
    <Text size="sm" c="dimmed">
      {t(reason)}
    </Text>
  );
}
