/**
 * The fragment's "Social platforms" on its export sub-route (spec 02 sections 4 and 6): one card
 * per platform the station has enabled (featuresConfig.fragments.platformUpload), with the
 * station's connection, the platform's form and, once sent, the upload's state: followed every
 * 5 s while UPLOADING (set locally as soon as it starts and asked for again after 1 s), the
 * video's link on SUCCESS, the error on ERROR with 'Publish again'. Behind
 * Fragments_SocialPublish when the permission check is on.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PLATFORMS, type Fragment, type Station, type UploadData } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { errorText } from '../../lib/api-error';
import { isVideoStation } from '../logger-stream/stream-station';
import {
  connectionQueryOptions,
  socialKeys,
  startUpload,
  UPLOAD_REFETCH_AFTER_START_MS,
  uploadStatusQueryOptions,
} from './social-export.api';
import { FORM_KIND, type SocialPlatform } from './social-platform';
import { UploadForm, type UploadFormDefaults } from './UploadForm';
import { UploadStatusView } from './UploadStatusView';
import { useCanPublish } from './use-can-publish';

/** The platforms a station publishes fragments to. */
export const enabledPlatforms = (station: Station): SocialPlatform[] =>
  SOCIAL_PLATFORMS.filter((platform) => station.featuresConfig.fragments.platformUpload[platform].enabled);

export function SocialPublishSection({ fragment, station }: { fragment: Fragment; station: Station }) {
  const { t } = useTranslation('social-export');
  const access = useCanPublish();
  const platforms = enabledPlatforms(station);
  if (access === 'checking') return null;
  if (access === 'denied') {
    return (
      <Text size="sm" c="dimmed">
        {t('publish.denied')}
      </Text>
    );
  }
  if (platforms.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('publish.noPlatforms')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      {platforms.map((platform) => (
        <PlatformCard key={platform} platform={platform} fragment={fragment} station={station} />
      ))}
    </SimpleGrid>
  );
}

function PlatformCard({
  platform,
  fragment,
  station,
}: {
  platform: SocialPlatform;
  fragment: Fragment;
  station: Station;
}) {
  const { t } = useTranslation('social-export');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const name = t(`platforms.${platform}`);
  const videoOnly = FORM_KIND[platform] !== 'text' && !isVideoStation(station);
  const connection = useQuery(connectionQueryOptions(api, station.id, platform));
  const upload = useQuery(uploadStatusQueryOptions(api, fragment.id, platform));
  const [again, setAgain] = useState(false);
  const refetchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refetchTimer.current), []);

  const publish = useMutation({
    mutationFn: (data: UploadData) => startUpload(api, fragment.id, platform, data),
    onSuccess: (record) => {
      notifications.show({ color: 'teal', message: t('publish.started') });
      const key = socialKeys.upload(fragment.id, platform);
      // spec 02 section 4: UPLOADING at once, then asked for again after 1 s.
      queryClient.setQueryData(key, { upload: { ...record, status: 'UPLOADING' as const } });
      setAgain(false);
      refetchTimer.current = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: key }),
        UPLOAD_REFETCH_AFTER_START_MS,
      );
    },
    onError: (error) => notifications.show({ color: 'red', title: t('publish.failed'), message: errorText(error, t) }),
  });

  const config = fragment.platformUpload[platform]?.config;
  const defaults: UploadFormDefaults = {
    title: fragment.title,
    content: fragment.description ?? '',
    tags: fragment.tags,
    thumbnailUrl: (platform === 'INSTAGRAM' ? config?.coverUrl : config?.thumbnailUrl) ?? null,
  };

  let body;
  if (videoOnly) {
    body = (
      <Text size="sm" c="dimmed">
        {t('publish.videoOnly')}
      </Text>
    );
  } else if (connection.isPending || upload.isPending) {
    body = <Loader size="sm" aria-label={t('publish.loading')} />;
  } else if (connection.isError || upload.isError) {
    body = (
      <Alert color="red" role="alert" title={t('publish.loadFailed')}>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          onClick={() => void Promise.all([connection.refetch(), upload.refetch()])}
        >
          {t('publish.retry')}
        </Button>
      </Alert>
    );
  } else {
    const current = upload.data.upload;
    const state = connection.data;
    const canPublish = state.connected && !state.needsReconnect && fragment.media.status === 'READY';
    const showForm = canPublish && (!current || again);
    body = (
      <Stack gap="sm">
        {current && !again && <UploadStatusView upload={current} />}
        {current?.status === 'ERROR' && !again && canPublish && (
          <Group>
            <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={() => setAgain(true)}>
              {t('publish.again')}
            </Button>
          </Group>
        )}
        {!state.connected ? (
          <Text size="sm" c="dimmed">
            {t('publish.notConnected', { platform: name })}
          </Text>
        ) : state.needsReconnect ? (
          <Text size="sm" c="orange">
            {t('publish.needsReconnect', { platform: name })} {state.error}
          </Text>
        ) : (
          fragment.media.status !== 'READY' && (
            <Text size="sm" c="dimmed">
              {t('publish.mediaNotReady')}
            </Text>
          )
        )}
        {showForm && (
          <UploadForm
            platform={platform}
            defaults={defaults}
            submitting={publish.isPending}
            onSubmit={(data) => publish.mutate(data)}
          />
        )}
      </Stack>
    );
  }

  return (
    <Paper withBorder p="md" component="article" aria-label={name}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {name}
        </Title>
        {connection.data?.connected && (
          <Badge variant="light" color={connection.data.needsReconnect ? 'orange' : 'teal'}>
            {connection.data.needsReconnect
              ? t('connections.reconnect')
              : t('publish.connectedAs', { name: connection.data.profile?.displayName ?? '-' })}
          </Badge>
        )}
      </Group>
      {body}
    </Paper>
  );
}
