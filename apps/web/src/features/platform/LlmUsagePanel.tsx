/**
 * Issue 35: the content-AI chat engine on the platform's landing screen: whether the server has
 * one (model, host, or plainly why not), the tokens it has used, and each call, newest first,
 * paged by the server, so an operator can see what Content AI costs and where it fails.
 */
import { useState } from 'react';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type ContentAiEngineStatus, type PageSize } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import { DataTable } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { useAppServices } from '../../lib/app-services';
import { platformKeys } from './platform.api';
import { useLlmUsageColumns } from './LlmUsagePanelColumns';

export function LlmUsagePanel() {
  const { t, i18n } = useTranslation('llm-usage');
  const { api } = useAppServices();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(PAGE_SIZES[0]);
  const usage = useQuery({
    queryKey: [...platformKeys.all, 'llm-usage', page, pageSize],
    queryFn: ({ signal }) => api.call(endpoints.llmUsage, { query: { page, limit: pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
  const columns = useLlmUsageColumns();
  const number = new Intl.NumberFormat(i18n.language);
  const totals = usage.data?.totals;

  return (
    <Paper component="section" withBorder p="md" mt="xl" aria-labelledby="llm-usage-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="llm-usage-title">
          {t('title')}
        </Title>
        {usage.data && <EngineLine engine={usage.data.engine} />}
        {totals && (
          <SimpleGrid cols={{ base: 1, sm: 3 }} maw={720}>
            <Total label={t('totals.calls')} value={number.format(totals.calls)} />
            <Total label={t('totals.promptTokens')} value={number.format(totals.promptTokens)} />
            <Total label={t('totals.completionTokens')} value={number.format(totals.completionTokens)} />
          </SimpleGrid>
        )}
        <DataTable
          label={t('table.label')}
          columns={columns}
          rows={usage.data?.data}
          rowKey={(row) => row.id}
          loadingLabel={t('loading')}
          failed={
            usage.isError ? { title: t('loadFailed'), error: usage.error, onRetry: () => void usage.refetch() } : null
          }
          empty={<EmptyState title={t('empty.title')} description={t('empty.description')} />}
          busy={usage.isPlaceholderData}
          totalLabel={(count) => t('table.count', { count })}
          minWidth={960}
          paging={{
            page,
            pageSize,
            totalCount: usage.data?.total ?? 0,
            onPageChange: setPage,
            onPageSizeChange: (size) => {
              setPageSize(size);
              setPage(1);
            },
          }}
        />
      </Stack>
    </Paper>
  );
}

function EngineLine({ engine }: { engine: ContentAiEngineStatus }) {
  const { t } = useTranslation('llm-usage');
  if (!engine.configured)
    return (
      <Text size="sm" c="orange">
        {t('engine.none', { detail: engine.detail })}
      </Text>
    );
  return (
    <Group gap="xs">
      <Badge color="teal" variant="light">
        {t('engine.configured')}
      </Badge>
      <Text size="sm" c="dimmed">
        {t('engine.line', { model: engine.model ?? '?', host: engine.host ?? '?', detail: engine.detail })}
      </Text>
    </Group>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} aria-label={`${label}: ${value}`}>
        {value}
      </Text>
    </Stack>
  );
}
