/**
 * /audit/aod/runs (spec 03 "AOD"): every run of the client, newest first, 50 a page from page 1;
 * ?ruleId= narrows it to one rule's. Pending runs are asked for again until they finish.
 */
import { Button, Group, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AOD_RUNS_PAGE_SIZE } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { aodRuleQueryOptions, aodRunsQueryOptions } from './aod.api';
import { pollWhilePending } from './aod-run-poll';
import type { AodRunsSearch } from './aod-search';
import { AodPage } from './AodGate';
import { AodRunsTable } from './AodRunsTable';

export interface AodRunsScreenProps {
  search: AodRunsSearch;
  onSearchChange: (search: AodRunsSearch) => void;
}

export function AodRunsScreen(props: AodRunsScreenProps) {
  const { t } = useTranslation('aod');
  return (
    <AodPage title={t('runs.title')} crumbs={[{ label: t('runs.title') }]}>
      <AodRunsList {...props} />
    </AodPage>
  );
}

function AodRunsList({ search, onSearchChange }: AodRunsScreenProps) {
  const { t } = useTranslation('aod');
  const { api } = useAppServices();
  const page = search.page ?? 1;
  const limit = search.limit ?? AOD_RUNS_PAGE_SIZE;
  const runs = useQuery({
    ...aodRunsQueryOptions(api, { page, ruleId: search.ruleId, limit }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => pollWhilePending(query.state.data),
  });
  const rule = useQuery({ ...aodRuleQueryOptions(api, search.ruleId ?? ''), enabled: search.ruleId !== undefined });
  return (
    <>
      {search.ruleId && (
        <Group gap="sm" mb="md">
          <Text size="sm">{t('runs.filteredBy', { rule: rule.data?.name ?? search.ruleId })}</Text>
          <Button size="xs" variant="subtle" leftSection={<IconX size={14} />} onClick={() => onSearchChange({})}>
            {t('runs.allRules')}
          </Button>
        </Group>
      )}
      <AodRunsTable
        runs={runs.data?.data}
        error={runs.error}
        onRetry={() => void runs.refetch()}
        busy={runs.isPlaceholderData}
        paging={{
          page,
          pageSize: limit,
          totalCount: runs.data?.total ?? 0,
          onPageChange: (next) => onSearchChange({ ...search, page: next }),
          onPageSizeChange: (size) => onSearchChange({ ...search, page: 1, limit: size }),
        }}
      />
    </>
  );
}
