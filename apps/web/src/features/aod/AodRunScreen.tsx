/**
 * /audit/aod/runs/{id}: one run with its rule (spec 03 "AOD run"): when, which trigger, its status
 * (asked for again while PENDING), the comment and description, and its saved report.
 */
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../lib/app-services';
import { AnchorLink, ButtonLink } from '../../components/links';
import { LoadError, LoadingState } from '../../components/QueryState';
import { useFormatDateTime } from '../../lib/use-date-time';
import { aodRunQueryOptions } from './aod.api';
import { isPending, pollWhilePending } from './aod-run-poll';
import { AodPage } from './AodGate';
import { AodRunStatusBadge } from './AodRunStatusBadge';
import { Field } from '../../components/Field';
import { SavedReportLink } from './SavedReportLink';
import { runOutcomeText } from './run-outcome';

export function AodRunScreen({ runId }: { runId: string }) {
  const { t } = useTranslation('aod');
  return (
    <AodPage
      title={t('run.title')}
      crumbs={[{ label: t('runs.title'), link: { to: '/audit/aod/runs' } }, { label: t('run.title') }]}
    >
      <AodRunDetail runId={runId} />
    </AodPage>
  );
}

function AodRunDetail({ runId }: { runId: string }) {
  const { t, i18n } = useTranslation('aod');
  const { api } = useAppServices();
  const format = useFormatDateTime();
  const run = useQuery({
    ...aodRunQueryOptions(api, runId),
    refetchInterval: (query) => pollWhilePending(query.state.data),
  });
  if (run.isPending) return <LoadingState label={t('run.loading')} />;
  if (run.isError)
    return (
      <LoadError
        error={run.error}
        title={t('run.loadFailed')}
        onRetry={() => void run.refetch()}
        notFound={{
          title: t('run.notFound'),
          action: <ButtonLink to="/audit/aod/runs">{t('runs.back')}</ButtonLink>,
        }}
      />
    );
  const data = run.data;
  return (
    <Paper withBorder p="lg" maw={960}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Field label={t('run.datetime')}>{format(data.datetime, { seconds: true })}</Field>
        <Field label={t('run.type')}>{t(`runType.${data.type}`)}</Field>
        <Field label={t('run.status')}>
          <Group gap="xs">
            <AodRunStatusBadge status={data.status} />
            {isPending(data) && (
              <Text size="xs" c="dimmed">
                {t('run.refreshing')}
              </Text>
            )}
          </Group>
        </Field>
        <Field label={t('run.statusComment')}>{runOutcomeText(data.statusDetail, t, i18n.language)}</Field>
        <Field label={t('run.description')}>{data.description ?? '—'}</Field>
        <Field label={t('run.rule')}>
          {data.rule ? (
            <AnchorLink to="/audit/aod/rules/$ruleId" params={{ ruleId: data.rule.id }}>
              {data.rule.name}
            </AnchorLink>
          ) : (
            '—'
          )}
        </Field>
        <Field label={t('run.report')}>
          <SavedReportLink reportId={data.reportId} />
        </Field>
      </SimpleGrid>
    </Paper>
  );
}
