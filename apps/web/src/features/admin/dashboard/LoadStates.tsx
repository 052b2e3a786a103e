/** The loading and failed states every admin list and tab shows while its data is not there. */
import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{label}</Text>
      </Group>
    </Center>
  );
}

export interface ErrorStateProps {
  message: string;
  /** Shown as a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorState({ message, onRetry, retryLabel }: ErrorStateProps) {
  const { t } = useTranslation('errors');
  return (
    <Alert color="red" icon={<IconAlertTriangle />} role="alert" my="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button size="xs" variant="default" onClick={onRetry}>
            {retryLabel ?? t('retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
