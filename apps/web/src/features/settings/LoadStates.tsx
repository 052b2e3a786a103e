/** The loading and failed states of the settings screens. */
import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" />
        <Text c="dimmed">{label}</Text>
      </Group>
    </Center>
  );
}

export function ErrorState({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('errors');
  return (
    <Alert color="red" icon={<IconAlertTriangle />} role="alert" title={title}>
      <Button size="xs" variant="default" mt="xs" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
