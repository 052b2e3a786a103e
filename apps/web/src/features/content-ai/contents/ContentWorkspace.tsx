/**
 * A content's page body, the same on /content-ai/contents/{id} and on the fragment's Content AI
 * tab: the engine notice, the origin fragment (a link, or the notice that it was deleted) with the
 * external export, then the wizard. Loads the content and follows it while something runs.
 */
import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconTrashX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Content } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { LoadError, LoadingState } from '../../../components/QueryState';
import { ContentAiEngineNotice } from '../engine/ContentAiEngineNotice';
import { contentQueryOptions } from '../content-ai.api';
import { ContentWizard } from '../wizard/ContentWizard';
import { ExternalExportActivation } from './ExternalExportActivation';

export interface ContentWorkspaceProps {
  contentId: string;
  /** On the fragment's own tab the origin is the page itself: a link to the content instead. */
  inFragment?: boolean;
}

export function ContentWorkspace({ contentId, inFragment = false }: ContentWorkspaceProps) {
  const { t } = useTranslation('content-ai');
  const { api } = useAppServices();
  const content = useQuery(contentQueryOptions(api, contentId));
  if (content.isError)
    return (
      <LoadError
        error={content.error}
        onRetry={() => void content.refetch()}
        title={t('detail.loadFailed')}
        notFound={{
          title: t('detail.notFound'),
          action: (
            <ButtonLink to="/content-ai/contents" variant="default" size="xs">
              {t('detail.backToList')}
            </ButtonLink>
          ),
        }}
      />
    );
  if (!content.data) return <LoadingState label={t('detail.loading')} />;
  return (
    <Stack gap="md">
      <ContentAiEngineNotice />
      <ContentOrigin content={content.data} inFragment={inFragment} />
      <ContentWizard key={content.data.id} content={content.data} />
    </Stack>
  );
}

function ContentOrigin({ content, inFragment }: { content: Content; inFragment: boolean }) {
  const { t } = useTranslation('content-ai');
  const { fragment, fragmentTitle } = content.source.data;
  if (!fragment)
    return (
      <Alert color="yellow" icon={<IconTrashX />} title={t('detail.fragmentDeletedTitle')} role="note">
        {t('detail.fragmentDeleted', { title: fragmentTitle })}
      </Alert>
    );
  return (
    <Group justify="space-between" gap="sm">
      {inFragment ? (
        <AnchorLink to="/content-ai/contents/$contentId" params={{ contentId: content.id }} size="sm">
          {t('detail.openInContentAi')}
        </AnchorLink>
      ) : (
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            {t('detail.origin')}
          </Text>
          <AnchorLink
            to="/fragments/s/$station/fragment/$fragmentId"
            params={{ station: fragment.station.slug, fragmentId: fragment.id }}
            size="sm"
            fw={600}
          >
            {fragment.title}
          </AnchorLink>
          <Text size="sm" c="dimmed">
            · {fragment.station.name}
          </Text>
        </Group>
      )}
      <ExternalExportActivation fragmentId={fragment.id} stationId={fragment.station.id} />
    </Group>
  );
}
