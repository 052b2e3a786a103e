/**
 * /audit/aod/rules/add and /audit/aod/rules/{id}/edit: the rule wizard, new or filled with the
 * rule.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../app/app-services';
import { ButtonLink } from '../../components/links';
import { LoadError, LoadingState } from '../../components/QueryState';
import { useUserTimeZone } from '../../lib/use-date-time';
import { aodRuleQueryOptions } from './aod.api';
import { fromRule, newRuleValues } from './aod-rule-form';
import { AodPage } from './AodGate';
import { AodRuleWizard } from './wizard/AodRuleWizard';

// A user without a client never gets here: AodPage shows the spec's fallback instead (aod-access.ts).
export function AodRuleAddScreen() {
  const { t } = useTranslation('aod');
  return (
    <AodPage title={t('rules.add')} crumbs={[{ label: t('rules.add') }]}>
      <AodRuleWizard initialValues={newRuleValues()} />
    </AodPage>
  );
}

export function AodRuleEditScreen({ ruleId }: { ruleId: string }) {
  const { t } = useTranslation('aod');
  const { api } = useAppServices();
  const timeZone = useUserTimeZone();
  const rule = useQuery(aodRuleQueryOptions(api, ruleId));
  const name = rule.data?.name ?? t('rule.title');
  return (
    <AodPage
      title={t('rules.edit', { name })}
      crumbs={[
        { label: name, link: { to: '/audit/aod/rules/$ruleId', params: { ruleId } } },
        { label: t('rules.editCrumb') },
      ]}
    >
      {rule.isPending ? (
        <LoadingState label={t('rule.loading')} />
      ) : rule.isError ? (
        <LoadError
          error={rule.error}
          title={t('rule.loadFailed')}
          onRetry={() => void rule.refetch()}
          notFound={{
            title: t('rule.notFound'),
            action: <ButtonLink to="/audit/aod/rules">{t('rules.back')}</ButtonLink>,
          }}
        />
      ) : (
        <AodRuleWizard key={rule.data.id} ruleId={ruleId} initialValues={fromRule(rule.data, timeZone)} />
      )}
    </AodPage>
  );
}
