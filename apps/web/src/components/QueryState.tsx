/** The loading and failed states every screen shows while its data is not there. */
import type { ReactNode } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error';

export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Group>
    </Center>
  );
}

export interface ErrorStateProps {
  title?: string;
  message?: ReactNode;
  /** Shown as a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  color?: string;
}

export function ErrorState({ title, message, onRetry, retryLabel, color = 'red' }: ErrorStateProps) {
  const { t } = useTranslation('errors');
  return (
    <Alert color={color} icon={<IconAlertTriangle />} role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        {message && <Text size="sm">{message}</Text>}
        {onRetry && (
          <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
            {retryLabel ?? t('retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * The one load-failure state of screens and tabs: says whether what was asked for is missing
 * (no retry: retrying cannot bring it back), the server unreachable, or the load failed.
 */
export function LoadError({ error, onRetry, title }: { error: unknown; onRetry: () => void; title: string }) {
  const { t } = useTranslation('errors');
  const unreachable = isApiError(error) && error.isNetworkError;
  const notFound = isApiError(error) && error.status === 404;
  return (
    <ErrorState
      title={title}
      color={notFound ? 'yellow' : 'red'}
      message={notFound ? t('gone') : unreachable ? t('unresponsive') : t('loadFailed')}
      onRetry={notFound ? undefined : onRetry}
    />
  );
}
