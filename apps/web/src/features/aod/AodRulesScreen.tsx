/**
 * /audit/aod/rules (spec 03 "AOD"): the client's rules, newest first, with their trigger and
 * state, and the ways to add one and to see every run. A client has few rules: they come in one
 * answer (the contract's largest page) and the table pages them.
 */
import { Badge } from '@mantine/core';
import { IconHistory, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AodRule } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { AnchorLink, ButtonLink } from '../../components/links';
import { useFormatDateTime } from '../../lib/use-date-time';
import { aodRulesQueryOptions } from './aod.api';
import { AodPage } from './AodGate';

export function AodRulesScreen() {
  const { t } = useTranslation('aod');
  return (
    <AodPage
      title={t('rules.title')}
      actions={
        <>
          <ButtonLink to="/audit/aod/runs" variant="default" leftSection={<IconHistory size={16} />}>
            {t('runs.title')}
          </ButtonLink>
          <ButtonLink to="/audit/aod/rules/add" leftSection={<IconPlus size={16} />}>
            {t('rules.add')}
          </ButtonLink>
        </>
      }
    >
      <AodRulesList />
    </AodPage>
  );
}

export function RuleStateBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('aod');
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light">
      {t(active ? 'rule.active' : 'rule.inactive')}
    </Badge>
  );
}

function AodRulesList() {
  const { t } = useTranslation('aod');
  const { api } = useAppServices();
  const format = useFormatDateTime();
  const rules = useQuery(aodRulesQueryOptions(api));
  const columns: DataTableColumn<AodRule>[] = [
    {
      id: 'name',
      header: t('rule.name'),
      cell: (rule) => (
        <AnchorLink to="/audit/aod/rules/$ruleId" params={{ ruleId: rule.id }}>
          {rule.name}
        </AnchorLink>
      ),
    },
    { id: 'trigger', header: t('rule.trigger'), cell: (rule) => t(`trigger.${rule.trigger}.label`) },
    { id: 'active', header: t('rule.state'), cell: (rule) => <RuleStateBadge active={rule.active} /> },
    { id: 'createdAt', header: t('rule.createdAt'), cell: (rule) => format(rule.createdAt) },
  ];
  return (
    <DataTable
      label={t('rules.title')}
      columns={columns}
      rows={rules.data?.data}
      rowKey={(rule) => rule.id}
      loadingLabel={t('rules.loading')}
      failed={
        rules.error ? { title: t('rules.loadFailed'), error: rules.error, onRetry: () => void rules.refetch() } : null
      }
      empty={
        <EmptyState title={t('rules.empty')} description={t('rules.emptyHelp')}>
          <ButtonLink to="/audit/aod/rules/add" leftSection={<IconPlus size={16} />}>
            {t('rules.add')}
          </ButtonLink>
        </EmptyState>
      }
      totalLabel={(count) => t('rules.count', { count })}
    />
  );
}
