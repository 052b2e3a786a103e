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
  /** Other ways on, beside the retry (a link back to the list). */
  children?: ReactNode;
}

export function ErrorState({ title, message, onRetry, retryLabel, color = 'red', children }: ErrorStateProps) {
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
        {children}
      </Stack>
    </Alert>
  );
}

export interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  title: string;
  /**
   * One thing loaded by the id in the URL: a 400 (a malformed id) is missing too, said with this
   * title (else `title`), with `action` (a link back to the list) as the way on.
   */
  notFound?: { title?: string; action?: ReactNode };
}

/**
 * The one load-failure state of screens and tabs: says whether what was asked for is missing
 * (no retry: retrying cannot bring it back), the server unreachable, or the load failed.
 */
export function LoadError({ error, onRetry, title, notFound: missing }: LoadErrorProps) {
  const { t } = useTranslation('errors');
  const unreachable = isApiError(error) && error.isNetworkError;
  const notFound = isApiError(error) && (error.status === 404 || (missing !== undefined && error.status === 400));
  return (
    <ErrorState
      title={notFound ? (missing?.title ?? title) : title}
      color={notFound ? 'yellow' : 'red'}
      message={notFound ? t('gone') : unreachable ? t('unresponsive') : t('loadFailed')}
      onRetry={notFound ? undefined : onRetry}
    >
      {notFound && missing?.action}
    </ErrorState>
  );
}
