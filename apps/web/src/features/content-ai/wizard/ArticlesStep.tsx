/**
 * Step 0 "Generate articles" (spec 03 sections 2 and 4): waits for the media analysis ('Preparando
 * media para analizar'), then a prompt (required) and optional instructions ask the engine for two
 * articles; with articles, both side by side with their checked claims, each usable as the user
 * article or thrown away to generate again.
 */
import { useState } from 'react';
import { Alert, Button, Group, Loader, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconRefresh, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INSTRUCTIONS_MAX, type Content, type GenerateArticles, type UserArticle } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { errorText } from '../../../lib/api-error';
import { useFragmentPlayer } from '../../fragments/fragment-player';
import {
  articlesRequested,
  generateAiArticles,
  stationPromptsQueryOptions,
  updateUserArticle,
} from '../content-ai.api';
import { ArticleView } from './ArticleView';
import { ContentFragmentMedia } from './ContentFragmentMedia';
import type { ContentBlocks } from './content-steps';
import { BlockedHint } from './BlockedHint';
import { useContentAction } from './use-content-action';

export interface ArticlesStepProps {
  content: Content;
  blocks: ContentBlocks;
  onUsed: () => void;
}

export function ArticlesStep({ content, blocks, onUsed }: ArticlesStepProps) {
  const { t } = useTranslation('content-ai');
  const [regenerating, setRegenerating] = useState(false);
  const player = useFragmentPlayer();
  const analysis = content.pntApiResult;
  const articles = content.aiArticles;
  const fragment = content.source.data.fragment;

  const { api } = useAppServices();
  const use = useContentAction({
    contentId: content.id,
    call: (body: UserArticle) => updateUserArticle(api, content.id, body),
    failed: 'articles.useFailed',
    onDone: onUsed,
  });

  if (analysis.status === 'ERROR')
    return (
      <Alert color="red" icon={<IconAlertTriangle />} role="alert" title={t('analysis.failed')}>
        {analysis.error}
      </Alert>
    );
  if (analysis.status !== 'COMPLETED')
    return (
      <Group gap="sm" role="status" aria-live="polite" py="md">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{t('analysis.preparing')}</Text>
      </Group>
    );
  if (articles.status === 'IN_PROGRESS')
    return (
      <Group gap="sm" role="status" aria-live="polite" py="md">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{t('articles.generating')}</Text>
      </Group>
    );
  if (!articles.data || regenerating || articles.status === 'ERROR')
    return (
      <Stack gap="md">
        {articles.status === 'ERROR' && (
          <Alert color="red" icon={<IconAlertTriangle />} role="alert" title={t('articles.failed')}>
            {articles.error}
          </Alert>
        )}
        <PromptForm
          content={content}
          blocks={blocks}
          retry={articles.status === 'ERROR'}
          onRequested={() => setRegenerating(false)}
          onCancel={regenerating && articles.data ? () => setRegenerating(false) : undefined}
        />
      </Stack>
    );

  const { article1, article2 } = articles.data;
  return (
    <Stack gap="md">
      {fragment && <ContentFragmentMedia fragment={fragment} attach={player.attach} />}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {[article1, article2].map((article, index) => (
          <ArticleView
            key={index}
            article={article}
            label={t('articles.articleN', { n: index + 1 })}
            onPlayClaim={(claim) => claim.start !== null && player.playFrom(claim.start * 1000)}
            actions={
              <Group gap="xs">
                <Button
                  leftSection={<IconCheck size={16} />}
                  disabled={blocks.save !== null}
                  loading={use.isPending && use.variables?.title === article.title}
                  onClick={() => use.mutate({ title: article.title, body: article.body })}
                >
                  {t('articles.use')}
                </Button>
              </Group>
            }
          />
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          disabled={blocks.generate !== null}
          onClick={() => setRegenerating(true)}
        >
          {t('articles.regenerate')}
        </Button>
        <BlockedHint reason={blocks.generate} />
      </Group>
    </Stack>
  );
}

interface PromptFormProps {
  content: Content;
  blocks: ContentBlocks;
  retry: boolean;
  onRequested: () => void;
  onCancel?: () => void;
}

function PromptForm({ content, blocks, retry, onRequested, onCancel }: PromptFormProps) {
  const { t } = useTranslation('content-ai');
  const { api } = useAppServices();
  const stationId = content.source.data.fragment?.station.id;
  const prompts = useQuery({ ...stationPromptsQueryOptions(api, stationId ?? ''), enabled: !!stationId });
  const [promptId, setPromptId] = useState<string | null>(content.aiArticles.promptId);
  const [instructions, setInstructions] = useState(content.aiArticles.instructions ?? '');
  const generate = useContentAction({
    contentId: content.id,
    call: (body: GenerateArticles) => generateAiArticles(api, content.id, body),
    optimistic: articlesRequested,
    failed: 'articles.requestFailed',
    onDone: onRequested,
  });
  const options = (prompts.data?.prompts ?? []).map((prompt) => ({ value: prompt.id, label: prompt.name }));
  const chosen = options.some((option) => option.value === promptId) ? promptId : null;

  const submit = () => {
    if (!chosen) return;
    const extra = instructions.trim();
    generate.mutate({ promptId: chosen, ...(extra ? { instructions: extra } : {}) });
  };

  return (
    <Stack gap="sm" maw={640} component="form" onSubmit={(event) => (event.preventDefault(), submit())}>
      <Select
        label={t('articles.prompt')}
        placeholder={t('articles.promptPlaceholder')}
        data={options}
        value={chosen}
        onChange={setPromptId}
        withAsterisk
        disabled={!stationId}
        error={prompts.isError ? errorText(prompts.error, t) : undefined}
        description={prompts.isPending && stationId ? t('articles.promptsLoading') : undefined}
        allowDeselect={false}
        searchable
      />
      <Textarea
        label={t('articles.instructions')}
        description={t('articles.instructionsHelp')}
        value={instructions}
        onChange={(event) => setInstructions(event.currentTarget.value)}
        maxLength={INSTRUCTIONS_MAX}
        rows={2}
      />
      <Group gap="sm">
        <Button
          type="submit"
          leftSection={retry ? <IconRefresh size={16} /> : <IconSparkles size={16} />}
          disabled={!chosen || blocks.generate !== null}
          loading={generate.isPending}
        >
          {retry ? t('articles.retry') : t('articles.generate')}
        </Button>
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
        {blocks.generate ? (
          <BlockedHint reason={blocks.generate} />
        ) : (
          !chosen && (
            <Text size="sm" c="dimmed">
              {t('articles.promptRequired')}
            </Text>
          )
        )}
      </Group>
    </Stack>
  );
}
