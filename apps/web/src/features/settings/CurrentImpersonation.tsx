import { Button, Group, Paper, Text } from '@mantine/core';
import { IconUserX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { stopActingAs } from './impersonation';

/** Who the superadmin acts as right now, and the way back ('Clear user'). */
export function CurrentImpersonation({ actingAs }: { actingAs: string | null }) {
  const { t } = useTranslation('settings');
  return (
    <Paper withBorder p="md" mb="lg" role="status">
      <Group justify="space-between" wrap="nowrap">
        <Text>{actingAs ? t('logInAs.current', { email: actingAs }) : t('logInAs.none')}</Text>
        <Button variant="default" leftSection={<IconUserX size={16} />} onClick={stopActingAs} disabled={!actingAs}>
          {t('logInAs.clear')}
        </Button>
      </Group>
    </Paper>
  );
}
