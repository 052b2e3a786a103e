/**
 * /audit/aod/rules/{id} (spec 03 "AOD"): the rule in tabs chosen by ?tab= (info, reportConfig,
 * exportOptions, exportConditions, runs), with edit, manual run and delete (after a
 * confirmation). The runs tab lists the rule's 20 latest runs, unpaged, asked for again while
 * one is PENDING; the runs list shows them all.
 */
import { Button, Group, Paper, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconHistory, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AodRule } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { confirm } from '../../components/ConfirmModal';
import { ButtonLink } from '../../components/links';
import { TabLinks } from '../../components/TabLinks';
import { useUserTimeZone } from '../../lib/use-date-time';
import { aodKeys, deleteAodRule, ruleRunsQueryOptions } from './aod.api';
import { fromRule } from './aod-rule-form';
import { pollWhilePending } from './aod-run-poll';
import { AOD_RULE_TABS } from './aod-search';
import { AodRulePage } from './AodRulePage';
import { AodRunsTable } from './AodRunsTable';
import { RuleStateBadge } from './AodRulesScreen';
import { BasicSummary, ExportConditionsSummary, ExportOptionsSummary, ReportConfigSummary } from './RuleSummary';

export function AodRuleScreen({ ruleId }: { ruleId: string }) {
  return (
    <AodRulePage ruleId={ruleId} actions={(rule) => <RuleActions rule={rule} />}>
      {(rule) => <RuleTabs rule={rule} />}
    </AodRulePage>
  );
}

function RuleActions({ rule }: { rule: AodRule }) {
  const { t } = useTranslation('aod');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => deleteAodRule(api, rule.id),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('notify.deleted') });
      queryClient.removeQueries({ queryKey: aodKeys.rule(rule.id) });
      void queryClient.invalidateQueries({ queryKey: aodKeys.all });
      void navigate({ to: '/audit/aod/rules' });
    },
    onError: () => notifications.show({ color: 'red', message: t('notify.deleteFailed') }),
  });
  const askDelete = async () => {
    const ok = await confirm({
      title: t('delete.title'),
      message: t('delete.message', { name: rule.name }),
      confirmLabel: t('delete.confirm'),
      danger: true,
    });
    if (ok) remove.mutate();
  };
  return (
    <>
      <RuleStateBadge active={rule.active} />
      <ButtonLink
        to="/audit/aod/rules/$ruleId/manual-run"
        params={{ ruleId: rule.id }}
        variant="default"
        leftSection={<IconPlayerPlay size={16} />}
      >
        {t('manualRun.action')}
      </ButtonLink>
      <ButtonLink
        to="/audit/aod/rules/$ruleId/edit"
        params={{ ruleId: rule.id }}
        variant="default"
        leftSection={<IconEdit size={16} />}
      >
        {t('rules.editAction')}
      </ButtonLink>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} />}
        onClick={() => void askDelete()}
        loading={remove.isPending}
      >
        {t('delete.action')}
      </Button>
    </>
  );
}

function RuleTabs({ rule }: { rule: AodRule }) {
  const { t } = useTranslation('aod');
  const timeZone = useUserTimeZone();
  const values = fromRule(rule, timeZone);
  const SUMMARIES = {
    info: BasicSummary,
    reportConfig: ReportConfigSummary,
    exportOptions: ExportOptionsSummary,
    exportConditions: ExportConditionsSummary,
  } as const;
  return (
    <TabLinks
      label={t('rule.tabs.label')}
      tabs={AOD_RULE_TABS.map((tab) => ({ value: tab, label: t(`rule.tabs.${tab}`) }))}
      defaultValue="info"
    >
      {(Object.entries(SUMMARIES) as [keyof typeof SUMMARIES, (typeof SUMMARIES)[keyof typeof SUMMARIES]][]).map(
        ([tab, Summary]) => (
          <Tabs.Panel key={tab} value={tab}>
            <Paper withBorder p="lg" maw={960}>
              <Summary values={values} />
            </Paper>
          </Tabs.Panel>
        ),
      )}
      <Tabs.Panel value="runs">
        <RuleRuns ruleId={rule.id} />
      </Tabs.Panel>
    </TabLinks>
  );
}

function RuleRuns({ ruleId }: { ruleId: string }) {
  const { t } = useTranslation('aod');
  const { api } = useAppServices();
  const runs = useQuery({
    ...ruleRunsQueryOptions(api, ruleId),
    refetchInterval: (query) => pollWhilePending(query.state.data),
  });
  return (
    <>
      <AodRunsTable runs={runs.data?.data} error={runs.error} onRetry={() => void runs.refetch()} withRule={false} />
      <Group mt="md">
        <ButtonLink to="/audit/aod/runs" search={{ ruleId }} variant="subtle" leftSection={<IconHistory size={16} />}>
          {t('runs.allOfRule')}
        </ButtonLink>
      </Group>
    </>
  );
}
