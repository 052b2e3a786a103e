/**
 * /audit/aod/rules/{id}/manual-run (spec 03 section 5 "Manual run"): runs the rule now, with an
 * optional description and, for this run only, other export conditions than the rule's. The new
 * run opens, PENDING until the server is done with it.
 */
import { useState } from 'react';
import { Button, Group, Paper, Stack, Switch, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AodRule } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { ButtonLink } from '../../components/links';
import { aodKeys, startManualRun } from './aod.api';
import {
  conditionsOf,
  exportConditionErrors,
  hasErrors,
  toFraction,
  type ExportConditionValues,
} from './aod-rule-form';
import { AodRulePage } from './AodRulePage';
import { ExportConditionsFields } from './wizard/ExportConditionsFields';

/** spec: the description is optional; the contract bounds it (aodManualRunSchema). */
const DESCRIPTION_MAX = 1000;

export function AodManualRunScreen({ ruleId }: { ruleId: string }) {
  const { t } = useTranslation('aod');
  return (
    <AodRulePage ruleId={ruleId} title={(name) => t('manualRun.title', { name })} crumb={t('manualRun.action')}>
      {(rule) => <ManualRunForm rule={rule} />}
    </AodRulePage>
  );
}

function ManualRunForm({ rule }: { rule: AodRule }) {
  const { t } = useTranslation('aod');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [description, setDescription] = useState('');
  const [override, setOverride] = useState(false);
  // The override starts from the rule's own conditions.
  const [conditions, setConditions] = useState<ExportConditionValues>(() => conditionsOf(rule));
  const [tried, setTried] = useState(false);
  const errors = override && tried ? exportConditionErrors(conditions) : {};
  const run = useMutation({
    mutationFn: () =>
      startManualRun(api, rule.id, {
        ...(description.trim() ? { description: description.trim() } : {}),
        ...(override ? { exportConditions: { minEfficiency: toFraction(conditions) } } : {}),
      }),
    onSuccess: (started) => {
      notifications.show({ color: 'teal', message: t('notify.manualRunStarted') });
      void queryClient.invalidateQueries({ queryKey: aodKeys.all });
      void navigate({ to: '/audit/aod/runs/$runId', params: { runId: started.id } });
    },
    onError: () => notifications.show({ color: 'red', message: t('notify.manualRunFailed') }),
  });
  const submit = () => {
    setTried(true);
    if (override && hasErrors(exportConditionErrors(conditions))) return;
    run.mutate();
  };
  return (
    <Paper withBorder p="lg" maw={720}>
      <Stack gap="md">
        <Textarea
          label={t('manualRun.description')}
          rows={2}
          maxLength={DESCRIPTION_MAX}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <Switch
          label={t('manualRun.override')}
          description={t('manualRun.overrideHelp')}
          checked={override}
          onChange={(event) => setOverride(event.currentTarget.checked)}
        />
        {override && <ExportConditionsFields values={conditions} errors={errors} onChange={setConditions} />}
        <Group justify="flex-end">
          <ButtonLink to="/audit/aod/rules/$ruleId" params={{ ruleId: rule.id }} variant="default">
            {t('manualRun.cancel')}
          </ButtonLink>
          <Button onClick={submit} loading={run.isPending}>
            {t('manualRun.start')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
