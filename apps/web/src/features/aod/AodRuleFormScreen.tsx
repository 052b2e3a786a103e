/**
 * /audit/aod/rules/add and /audit/aod/rules/{id}/edit: the rule wizard, new or filled with the
 * rule.
 */
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ButtonLink } from '../../components/links';
import { useUserTimeZone } from '../../lib/use-date-time';
import { useCurrentUser } from '../auth/use-current-user';
import { fromRule, newRuleValues } from './aod-rule-form';
import { AodPage } from './AodGate';
import { AodRulePage } from './AodRulePage';
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
  const timeZone = useUserTimeZone();
  return (
    <AodRulePage ruleId={ruleId} title={(name) => t('rules.edit', { name })} crumb={t('rules.editCrumb')}>
      {(rule) => <AodRuleWizard key={rule.id} ruleId={ruleId} initialValues={fromRule(rule, timeZone)} />}
    </AodRulePage>
  );
}
