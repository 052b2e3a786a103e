/**
 * One platform's version of the user article (spec 03 sections 3 and 4): the station's connection
 * (a platform not connected cannot publish; administrators get a link to connect it), then the
 * version's generation (instructions and Generate, running, failed, or the text to review, edit,
 * regenerate and publish) and its publication (running, the video's link, or the spec's error).
 */
import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconEdit, IconRefresh, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SOCIAL_TEXT_RULES, type Content, type SocialPlatform, type SocialVersionUpdate } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { AnchorLink } from '../../../components/links';
import { useCurrentUser } from '../../auth/use-current-user';
import { connectionQueryOptions } from '../../social-export/social-export.api';
import { socialPlatformLink } from '../../social-export/social-platform';
import {
  generateSocialVersion,
  publishSocialVersion,
  socialGenerationRequested,
  socialPublishRequested,
  socialVersionOf,
  updateSocialVersion,
} from '../content-ai.api';
import { useActionPermission } from '../../auth/use-action-permission';
import { BlockedHint } from './BlockedHint';
import { socialTextCounts, type ContentBlocks } from './content-steps';
import { SocialEditForm, SocialGenerateForm, TextCounts } from './SocialVersionForms';
import { useContentAction } from './use-content-action';

export interface SocialVersionCardProps {
  content: Content;
  platform: SocialPlatform;
  blocks: ContentBlocks;
}

export function SocialVersionCard({ content, platform, blocks }: SocialVersionCardProps) {
  const permission = useActionPermission('Contents_SocialPublish');
  const { t } = useTranslation('content-ai');
  const { t: tSocial } = useTranslation('social-export');
  const { api } = useAppServices();
  const user = useCurrentUser();
  const [mode, setMode] = useState<'review' | 'generate' | 'edit'>('review');
  const version = socialVersionOf(content, platform);
  const stationId = content.source.data.fragment?.station.id;
  const connection = useQuery({ ...connectionQueryOptions(api, stationId ?? '', platform), enabled: !!stationId });
  const connected = connection.data?.connected === true;
  const name = tSocial(`platforms.${platform}`);
  const rules = SOCIAL_TEXT_RULES[platform];
  const isAdmin = user.role === 'CLIENT_ADMIN' || user.role === 'SUPERADMIN';

  const generate = useContentAction({
    contentId: content.id,
    call: (instructions: string) =>
      generateSocialVersion(api, content.id, platform, instructions ? { instructions } : {}),
    optimistic: (current) => socialGenerationRequested(current, platform),
    failed: 'social.generateFailed',
    onDone: () => setMode('review'),
  });
  const update = useContentAction({
    contentId: content.id,
    call: (body: SocialVersionUpdate) => updateSocialVersion(api, content.id, platform, body),
    failed: 'social.saveFailed',
    onDone: () => setMode('review'),
  });
  const publish = useContentAction({
    contentId: content.id,
    call: () => publishSocialVersion(api, content.id, platform),
    optimistic: (current) => socialPublishRequested(current, platform),
    failed: 'social.publishRequestFailed',
  });

  const text = version.userConfig ?? version.generation.data;
  const counts = text ? socialTextCounts(platform, text) : null;
  const publishBlock =
    blocks.publish ??
    (permission === 'denied'
      ? 'blocked.noPublishPermission'
      : permission === 'checking'
        ? 'blocked.checking'
        : !connected
          ? 'blocked.notConnected'
          : counts && !counts.fits
            ? 'blocked.tooLong'
            : null);
  const generationStatus = version.generation.status;
  const showGenerateForm = !text || mode === 'generate' || generationStatus === 'ERROR';

  let body;
  if (generationStatus === 'IN_PROGRESS') {
    body = (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed" size="sm">
          {t('social.generating')}
        </Text>
      </Group>
    );
  } else if (mode === 'edit' && text) {
    body = (
      <SocialEditForm
        platform={platform}
        initial={text}
        saving={update.isPending}
        blocked={blocks.save}
        onSave={(values) => update.mutate(values)}
        onCancel={() => setMode('review')}
      />
    );
  } else if (showGenerateForm) {
    body = (
      <Stack gap="sm">
        {generationStatus === 'ERROR' && (
          <Alert color="red" icon={<IconAlertTriangle />} role="alert" title={t('social.generationError')}>
            {version.generation.error}
          </Alert>
        )}
        <SocialGenerateForm
          platform={platform}
          blocked={blocks.generate}
          generating={generate.isPending}
          onGenerate={(instructions) => generate.mutate(instructions)}
          onCancel={text && mode === 'generate' ? () => setMode('review') : undefined}
        />
      </Stack>
    );
  } else if (text && counts) {
    body = (
      <Stack gap="sm">
        {rules.title !== null && (
          <Text fw={600} size="sm">
            {text.title}
          </Text>
        )}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {text.body}
        </Text>
        <TextCounts counts={counts} />
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} />}
            disabled={blocks.generate !== null}
            onClick={() => setMode('generate')}
          >
            {t('social.regenerate')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEdit size={14} />}
            disabled={blocks.save !== null}
            onClick={() => setMode('edit')}
          >
            {t('social.edit')}
          </Button>
          <Button
            size="xs"
            leftSection={<IconSend size={14} />}
            disabled={publishBlock !== null}
            loading={publish.isPending}
            onClick={() => publish.mutate(undefined)}
          >
            {version.publish.status === 'ERROR' ? t('social.publishAgain') : t('social.publish')}
          </Button>
        </Group>
        <BlockedHint reason={publishBlock} />
      </Stack>
    );
  }

  return (
    <Paper withBorder p="md" component="section" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5">
            {name}
          </Title>
          {stationId && (
            <ConnectionBadge
              loading={connection.isPending}
              connected={connected}
              profile={connection.data?.profile?.displayName ?? null}
            />
          )}
        </Group>
        {stationId && !connection.isPending && !connected && isAdmin && (
          <AnchorLink {...socialPlatformLink(platform)} size="sm">
            {t('social.connect', { platform: name })}
          </AnchorLink>
        )}
        {body}
        <PublishState content={content} platform={platform} />
      </Stack>
    </Paper>
  );
}

function ConnectionBadge({
  loading,
  connected,
  profile,
}: {
  loading: boolean;
  connected: boolean;
  profile: string | null;
}) {
  const { t } = useTranslation('content-ai');
  if (loading) return <Loader size="xs" aria-label={t('social.connectionLoading')} />;
  return connected ? (
    <Badge color="teal" variant="light">
      {profile ? t('social.connectedAs', { name: profile }) : t('social.connected')}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {t('social.notConnected')}
    </Badge>
  );
}

function PublishState({ content, platform }: { content: Content; platform: SocialPlatform }) {
  const { t } = useTranslation('content-ai');
  const { publish } = socialVersionOf(content, platform);
  if (publish.status === 'IN_PROGRESS')
    return (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('social.publishing')}</Text>
      </Group>
    );
  if (publish.status === 'COMPLETED') {
    const url = publish.data?.videoUrl;
    return (
      <Alert color="teal" role="status">
        {url ? (
          <Text size="sm">
            {t('social.publishedAt')}{' '}
            <Anchor href={url} target="_blank" rel="noreferrer">
              {url}
            </Anchor>
          </Text>
        ) : (
          t('social.published')
        )}
      </Alert>
    );
  }
  if (publish.status === 'ERROR')
    return (
      <Alert color="red" icon={<IconAlertTriangle />} role="alert" title={t('social.publishError')}>
        {publish.error}
      </Alert>
    );
  return null;
}
