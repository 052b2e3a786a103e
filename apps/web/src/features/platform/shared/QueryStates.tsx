/** The loading and failed states every platform list and form shares. */
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';

export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

export function LoadError({ error, onRetry, title }: { error: unknown; onRetry: () => void; title: string }) {
  const { t } = useTranslation('platform');
  const unreachable = isApiError(error) && error.isNetworkError;
  const notFound = isApiError(error) && error.status === 404;
  return (
    <Alert color={notFound ? 'yellow' : 'red'} icon={<IconAlertTriangle />} title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {notFound ? t('states.notFound') : unreachable ? t('errors:unresponsive') : t('states.loadFailed')}
        </Text>
        {!notFound && (
          <Group>
            <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
              {t('errors:retry')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
