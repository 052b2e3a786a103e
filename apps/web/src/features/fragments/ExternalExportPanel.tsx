/**
 * External export of a fragment (spec 02 section 4): its state (NONE, WAITING_FOR_MEDIA,
 * IN_PROGRESS, ERROR, READY with when and the file name), asked for every 5 s while it runs; the
 * start only when NONE and the media READY, disabled with the spec's hint while the station has
 * no external target.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCloudUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FRAGMENT_EXPORT_POLL_MS,
  FRAGMENT_MEDIA_POLL_MS,
  type ExternalExportStatus,
  type Fragment,
} from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { isApiError } from '../../lib/api-error';
import {
  externalExportPending,
  fragmentKeys,
  fragmentQueryOptions,
  mediaPending,
  startExternalExport,
  stationConfigQueryOptions,
} from './fragments.api';
import { formatStationDateTime } from './fragments-format';

const STATUS_COLORS: Record<ExternalExportStatus, string> = {
  NONE: 'gray',
  WAITING_FOR_MEDIA: 'yellow',
  IN_PROGRESS: 'blue',
  ERROR: 'red',
  READY: 'teal',
};

export interface ExternalExportPanelProps {
  fragmentId: string;
  stationId: string;
  timeZone: string;
}

export function ExternalExportPanel({ fragmentId, stationId, timeZone }: ExternalExportPanelProps) {
  const { t, i18n } = useTranslation('fragments');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);
  const fragment = useQuery({
    ...fragmentQueryOptions(api, fragmentId),
    refetchInterval: (query) =>
      externalExportPending(query.state.data)
        ? FRAGMENT_EXPORT_POLL_MS
        : mediaPending(query.state.data)
          ? FRAGMENT_MEDIA_POLL_MS
          : false,
  });
  const config = useQuery(stationConfigQueryOptions(api, stationId));
  if (!fragment.data) return null;
  const { status, completedAt, filename } = fragment.data.externalExport;
  const hasTarget = config.data?.externalExport.enabled === true;

  const start = async () => {
    setStarting(true);
    try {
      const updated: Fragment = await startExternalExport(api, fragmentId);
      queryClient.setQueryData(fragmentKeys.one(fragmentId), updated);
      notifications.show({ color: 'teal', message: t('externalExport.started') });
    } catch (error) {
      console.error('External export start failed', error);
      notifications.show({
        color: 'red',
        message: t('externalExport.startFailed', { status: isApiError(error) ? error.status : 0 }),
      });
    } finally {
      setStarting(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Text fw={600}>{t('externalExport.status')}</Text>
        <Badge
          color={STATUS_COLORS[status]}
          variant="light"
          leftSection={externalExportPending(fragment.data) ? <Loader size={10} color="currentColor" /> : undefined}
        >
          {t(`externalExport.statuses.${status}`)}
        </Badge>
      </Group>
      {status === 'READY' && (
        <Text size="sm">
          {t('externalExport.completed', {
            at: completedAt ? formatStationDateTime(completedAt, timeZone, i18n.language) : '-',
            filename: filename ?? '-',
          })}
        </Text>
      )}
      {status === 'ERROR' && (
        <Alert color="red" role="alert">
          {t('externalExport.failed')}
        </Alert>
      )}
      {status === 'NONE' &&
        (fragment.data.media.status === 'READY' ? (
          <Group gap="sm">
            <Tooltip label={t('externalExport.targetRequired')} disabled={hasTarget || config.isPending}>
              <span>
                <Button
                  leftSection={<IconCloudUpload size={16} />}
                  loading={starting}
                  disabled={!hasTarget}
                  onClick={() => void start()}
                >
                  {t('externalExport.start')}
                </Button>
              </span>
            </Tooltip>
            {config.data && !hasTarget && (
              <Text size="sm" c="dimmed">
                {t('externalExport.targetRequired')}
              </Text>
            )}
            {config.isError && (
              <Text size="sm" c="red" role="alert">
                {t('externalExport.configFailed')}
              </Text>
            )}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('externalExport.waitMedia')}
          </Text>
        ))}
    </Stack>
  );
}
