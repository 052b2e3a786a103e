/**
 * /share/{token}: the public page of a Quick Share link (issue 5). It needs no sign-in and
 * reaches nothing but the link's own two calls: what it shows and its media.
 */
import { useState } from 'react';
import { Alert, Avatar, Button, Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicQuickShare } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { MessageScreen } from '../../components/MessageScreen';
import { ErrorState, LoadingState } from '../../components/QueryState';
import { isApiError } from '../../lib/api-error';
import { publicQuickShareQueryOptions, quickShareMediaProblem, quickShareMediaUrl } from './quick-share.api';
import { formatQuickShareRange, formatStationMoment } from './quick-share-range';

/** spec 02 section 9: the video player's size. */
const VIDEO_SIZE = { width: 798, height: 449 };

export function QuickSharePage({ token }: { token: string }) {
  const { t } = useTranslation('quick-share');
  const { api, config } = useAppServices();
  const query = useQuery(publicQuickShareQueryOptions(api, token));

  if (query.isPending) {
    return (
      <Center mih="100vh">
        <LoadingState label={t('page.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return <MessageScreen title={t('page.unavailable')} color="yellow" message={t('page.expired')} />;
    }
    return (
      <MessageScreen title={t('page.unavailable')}>
        <ErrorState message={t('page.loadFailed')} onRetry={() => void query.refetch()} />
      </MessageScreen>
    );
  }
  return <SharedRange share={query.data} mediaUrl={quickShareMediaUrl(token, config.apiRoot)} />;
}

function SharedRange({ share, mediaUrl }: { share: PublicQuickShare; mediaUrl: string }) {
  const { t, i18n } = useTranslation('quick-share');
  const [mediaProblem, setMediaProblem] = useState<'busy' | 'failed' | null>(null);
  // A new element for each try, so the player asks for the media again.
  const [attempt, setAttempt] = useState(0);
  const onMediaError = () => void quickShareMediaProblem(mediaUrl).then(setMediaProblem);
  const { station } = share;
  const isVideo = station.format === 'mpegts';
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" w="100%" maw={VIDEO_SIZE.width + 32} gap="md">
        <Image src="/logo.svg" alt="Antena" w={40} h={40} />
        <Paper withBorder p="lg" w="100%">
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <Avatar src={station.logoUrl} alt="" radius="sm">
                {station.name.slice(0, 2).toUpperCase()}
              </Avatar>
              <Stack gap={0}>
                <Title order={1} size="h3">
                  {share.title ?? t('page.untitled')}
                </Title>
                <Text c="dimmed">{station.name}</Text>
              </Stack>
            </Group>
            <Text aria-label={t('page.range')}>
              {formatQuickShareRange(share.from, share.to, station.timezone, i18n.language)}
            </Text>
            {isVideo ? (
              <video
                key={attempt}
                controls
                src={mediaUrl}
                width={VIDEO_SIZE.width}
                height={VIDEO_SIZE.height}
                style={{ maxWidth: '100%', height: 'auto', background: 'black' }}
                aria-label={t('page.videoLabel', { station: station.name })}
                onError={onMediaError}
              />
            ) : (
              <audio
                key={attempt}
                controls
                src={mediaUrl}
                style={{ width: '100%' }}
                aria-label={t('page.audioLabel', { station: station.name })}
                onError={onMediaError}
              />
            )}
            {mediaProblem && (
              <Alert color={mediaProblem === 'busy' ? 'yellow' : 'red'} icon={<IconAlertTriangle />} role="alert">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{mediaProblem === 'busy' ? t('page.mediaBusy') : t('page.mediaFailed')}</Text>
                  {mediaProblem === 'busy' && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => {
                        setMediaProblem(null);
                        setAttempt((value) => value + 1);
                      }}
                    >
                      {t('page.retry')}
                    </Button>
                  )}
                </Stack>
              </Alert>
            )}
            <Text size="sm" c="dimmed">
              {t('page.availableUntil', {
                date: formatStationMoment(Date.parse(share.expiresAt), station.timezone, i18n.language),
              })}
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
