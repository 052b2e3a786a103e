/**
 * /audit/aod/rules/add and /audit/aod/rules/{id}/edit: the rule wizard, new or filled with the
 * rule.
 */
import { IconBuilding } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../app/app-services';
import { EmptyState } from '../../components/EmptyState';
import { ButtonLink } from '../../components/links';
import { LoadError, LoadingState } from '../../components/QueryState';
import { useUserTimeZone } from '../../lib/use-date-time';
import { useCurrentUser } from '../auth/use-current-user';
import { aodRuleQueryOptions } from './aod.api';
import { fromRule, newRuleValues } from './aod-rule-form';
import { AodPage } from './AodGate';
import { AodRuleWizard } from './wizard/AodRuleWizard';

/**
 * Creating needs a user with a client (spec 03 section 6): a superadmin outside any client, who
 * sees every client's rules, is asked to act as a user of the client the rule is for.
 */
export function AodRuleAddScreen() {
  const { t } = useTranslation('aod');
  const user = useCurrentUser();
  return (
    <AodPage title={t('rules.add')} crumbs={[{ label: t('rules.add') }]}>
      {user.client ? (
        <AodRuleWizard initialValues={newRuleValues()} />
      ) : (
        <EmptyState
          icon={<IconBuilding size={28} />}
          title={t('access.noClient')}
          description={t('access.noClientHelp')}
        >
          <ButtonLink to="/settings/log-in-as" variant="default">
            {t('access.actAs')}
          </ButtonLink>
        </EmptyState>
      )}
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
