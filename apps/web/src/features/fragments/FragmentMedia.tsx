/**
 * The media of a fragment's info view (spec 02 sections 2 and 4): while it is being made a
 * spinner (the fragment query polls meanwhile), on failure the spec's message, once READY the
 * video player (video stations) or the per-chunk waveform player (audio stations) and the
 * download buttons (AUDIO, and VIDEO for video stations).
 */
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Fragment, FragmentMediaType, Station } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { ErrorState } from '../../components/QueryState';
import { isVideoStation } from '../logger-stream/stream-station';
import { fragmentDownloadUrlQueryOptions } from './fragments.api';
import { FragmentChunksPlayer } from './FragmentChunksPlayer';

export interface FragmentMediaProps {
  fragment: Fragment;
  station: Pick<Station, 'format' | 'timezone'>;
  /** Registers the element that plays the fragment with the page's player (fragment-player.ts). */
  attach?: (element: HTMLMediaElement | null) => void;
}

export function FragmentMedia({ fragment, station, attach }: FragmentMediaProps) {
  const { t } = useTranslation('fragments');
  const status = fragment.media.status;
  if (status === 'WAITING' || status === 'IN_PROGRESS') {
    return (
      <Group gap="sm" role="status" aria-live="polite" py="md">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{t(status === 'WAITING' ? 'media.waiting' : 'media.inProgress')}</Text>
      </Group>
    );
  }
  if (status === 'ERROR') {
    return (
      <Alert color="red" icon={<IconAlertTriangle />} role="alert">
        {t('media.error')}
      </Alert>
    );
  }
  return <ReadyMedia fragment={fragment} station={station} attach={attach} />;
}

function ReadyMedia({ fragment, station, attach }: FragmentMediaProps) {
  const { t } = useTranslation('fragments');
  const { api } = useAppServices();
  const video = isVideoStation(station) && fragment.media.types.includes('VIDEO');
  const playType: FragmentMediaType = video ? 'VIDEO' : 'AUDIO';
  const url = useQuery(fragmentDownloadUrlQueryOptions(api, fragment.id, playType));
  if (url.isError) {
    return <ErrorState title={t('media.urlFailed')} onRetry={() => void url.refetch()} />;
  }
  if (!url.data) {
    return (
      <Group gap="sm" role="status" py="md">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{t('media.loading')}</Text>
      </Group>
    );
  }
  return (
    <Stack gap="md">
      {video ? (
        <video
          ref={attach}
          src={url.data.url}
          controls
          preload="metadata"
          aria-label={t('media.videoPlayer')}
          style={{ width: '100%', maxHeight: 480, background: 'black' }}
        />
      ) : (
        <FragmentChunksPlayer fragment={fragment} timeZone={station.timezone} url={url.data.url} attach={attach} />
      )}
      <Group gap="xs">
        {fragment.media.types.map((type) => (
          <DownloadButton key={type} fragmentId={fragment.id} mediaType={type} />
        ))}
      </Group>
    </Stack>
  );
}

function DownloadButton({ fragmentId, mediaType }: { fragmentId: string; mediaType: FragmentMediaType }) {
  const { t } = useTranslation('fragments');
  const { api } = useAppServices();
  const url = useQuery(fragmentDownloadUrlQueryOptions(api, fragmentId, mediaType));
  return (
    <Button
      component="a"
      href={url.data?.url}
      download
      variant="default"
      leftSection={<IconDownload size={16} />}
      disabled={!url.data}
      data-disabled={!url.data || undefined}
    >
      {t(mediaType === 'VIDEO' ? 'media.downloadVideo' : 'media.downloadAudio')}
    </Button>
  );
}
