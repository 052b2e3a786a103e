/**
 * /audit/config (spec 03 section 2): the client's audit configuration. Client admins (and a
 * superadmin acting in a client) change it; other users of the client see it read-only, since it
 * decides what their audit shows; a superadmin outside any client is asked to act as one, as
 * the API answers for the caller's client only (docs/decisions.md "Audit II screens").
 */
import { Paper } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../lib/app-services';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, LoadingState } from '../../components/QueryState';
import { useCurrentUser } from '../auth/use-current-user';
import { auditConfigQueryOptions } from './audit-config.api';
import { canEditAuditConfig } from './audit-config-form';
import { AuditConfigForm } from './AuditConfigForm';

export function AuditConfigScreen() {
  const { t } = useTranslation('audit-reports');
  const user = useCurrentUser();
  const header = (
    <PageHeader
      title={t('config.title')}
      breadcrumbs={[{ label: t('config.audit'), link: { to: '/audit' } }, { label: t('config.title') }]}
    />
  );
  if (!user.client)
    return (
      <>
        {header}
        <EmptyState
          icon={<IconBuilding size={28} />}
          title={t('config.noClient')}
          description={t('config.noClientHelp')}
        />
      </>
    );
  return (
    <>
      {header}
      <ClientAuditConfig readOnly={!canEditAuditConfig(user)} />
    </>
  );
}

function ClientAuditConfig({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('audit-reports');
  const { api } = useAppServices();
  const navigate = useNavigate();
  const config = useQuery(auditConfigQueryOptions(api));
  if (config.isPending) return <LoadingState label={t('config.loading')} />;
  if (config.isError)
    return <LoadError error={config.error} title={t('config.loadFailed')} onRetry={() => void config.refetch()} />;
  return (
    <Paper withBorder p="lg" maw={960}>
      <AuditConfigForm config={config.data} readOnly={readOnly} onCancel={() => void navigate({ to: '/audit' })} />
    </Paper>
  );
}
