/**
 * CFR transcoding of a video fragment (spec 02 section 4; stations with
 * fragments.cfrTranscoding.enabled): the start button showing the percent while the job waits or
 * runs (asked for every 2 s), then COMPLETED, or FAILED with a way to start again.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMovie } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../lib/app-services';
import { ErrorState } from '../../components/QueryState';
import { cfrPending, cfrQueryOptions, fragmentKeys, startCfrTranscoding } from './fragments.api';

export function CfrTranscodingPanel({ fragmentId, mediaReady }: { fragmentId: string; mediaReady: boolean }) {
  const { t } = useTranslation('fragments');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const cfr = useQuery(cfrQueryOptions(api, fragmentId));
  const [starting, setStarting] = useState(false);

  if (cfr.isError) return <ErrorState title={t('cfr.loadFailed')} onRetry={() => void cfr.refetch()} />;
  if (!cfr.data) return null;
  const { status, percent } = cfr.data;
  const running = cfrPending(cfr.data);

  const start = async () => {
    setStarting(true);
    try {
      queryClient.setQueryData(fragmentKeys.cfr(fragmentId), await startCfrTranscoding(api, fragmentId));
    } catch (error) {
      console.error('CFR transcoding start failed', error);
      notifications.show({ color: 'red', message: t('cfr.startFailed') });
    } finally {
      setStarting(false);
    }
  };

  return (
    <Stack gap="sm">
      {status === 'COMPLETED' ? (
        <Group gap="sm">
          <Badge color="teal" variant="light">
            {t('cfr.statuses.COMPLETED')}
          </Badge>
        </Group>
      ) : (
        <Group gap="sm">
          <Button
            leftSection={<IconMovie size={16} />}
            loading={starting}
            disabled={running || !mediaReady}
            onClick={() => void start()}
          >
            {running
              ? t('cfr.running', { percent: Math.round(percent) })
              : t(status === 'FAILED' ? 'cfr.restart' : 'cfr.start')}
          </Button>
          {!mediaReady && !running && (
            <Text size="sm" c="dimmed">
              {t('cfr.waitMedia')}
            </Text>
          )}
        </Group>
      )}
      {status === 'FAILED' && (
        <Alert color="red" role="alert">
          {t('cfr.failed')}
        </Alert>
      )}
    </Stack>
  );
}
