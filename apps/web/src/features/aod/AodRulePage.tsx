/**
 * The frame of a screen about one AOD rule (the rule, its edit and its manual run): the rule is
 * read, the page is titled from its name, and the screen shows once it is there; meanwhile a
 * loading state, or the failure with a retry ('not found' with the way back to the rules).
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AodRule } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { ButtonLink } from '../../components/links';
import { LoadError, LoadingState } from '../../components/QueryState';
import { aodRuleQueryOptions } from './aod.api';
import { AodPage } from './AodGate';

export interface AodRulePageProps {
  ruleId: string;
  /** The page's title from the rule's name (a placeholder while it loads); the name itself by default. */
  title?: (name: string) => string;
  /** The crumb after the rule's, which then links to the rule; none: the rule's crumb is the last. */
  crumb?: string;
  actions?: (rule: AodRule) => ReactNode;
  children: (rule: AodRule) => ReactNode;
}

export function AodRulePage({ ruleId, title, crumb, actions, children }: AodRulePageProps) {
  const { t } = useTranslation('aod');
  const { api } = useAppServices();
  const rule = useQuery(aodRuleQueryOptions(api, ruleId));
  const name = rule.data?.name ?? t('rule.title');
  return (
    <AodPage
      title={title ? title(name) : name}
      crumbs={
        crumb === undefined
          ? [{ label: name }]
          : [{ label: name, link: { to: '/audit/aod/rules/$ruleId', params: { ruleId } } }, { label: crumb }]
      }
      actions={rule.data && actions ? actions(rule.data) : undefined}
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
        children(rule.data)
      )}
    </AodPage>
  );
}
