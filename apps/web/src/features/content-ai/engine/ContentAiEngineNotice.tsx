/**
 * Says plainly, at the top of every content-AI screen, that the server has no chat engine (and
 * how to give it one). Nothing while loading or when the engine is there: the screen comes first.
 */
import { Alert, Button, Code, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useContentAiEngine } from './content-ai-engine.api';

/** The server's settings of the chat engine (apps/server/src/llm-env.ts) and where they are explained. */
const ENGINE_SETTINGS = ['LLM_API_URL', 'LLM_API_KEY', 'LLM_MODEL'] as const;
const ENGINE_DOCS = 'docs/content-ai.md';

export function ContentAiEngineNotice() {
  const { t } = useTranslation('content-ai-engine');
  const { query } = useContentAiEngine();
  if (query.isError)
    return (
      <Group gap="xs" mb="md" role="alert">
        <Text size="sm" c="red">
          {t('loadFailed')}
        </Text>
        <Button
          size="compact-xs"
          variant="default"
          leftSection={<IconRefresh size={12} />}
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        >
          {t('retry')}
        </Button>
      </Group>
    );
  if (!query.data || query.data.configured) return null;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle />} title={t('notConfigured.title')} mb="md" maw={880}>
      <Text size="sm">{query.data.detail}</Text>
      <Text size="sm" mt="xs">
        {t('notConfigured.howTo')}{' '}
        {ENGINE_SETTINGS.map((name, index) => (
          <span key={name}>
            {index > 0 && ', '}
            <Code>{name}</Code>
          </span>
        ))}{' '}
        — {t('notConfigured.docs')} <Code>{ENGINE_DOCS}</Code>
      </Text>
    </Alert>
  );
}
