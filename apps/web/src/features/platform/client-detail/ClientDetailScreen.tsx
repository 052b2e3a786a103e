/**
 * /platform/clients/$clientId: the client's header and its tabs (tab query parameter): info,
 * stations, station groups, administrators and feature flags.
 */
import { Tabs } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { ButtonLink } from '../../../components/links';
import { PageHeader } from '../../../components/PageHeader';
import { TabLinks } from '../../../components/TabLinks';
import { clientQueryOptions } from '../platform.api';
import { CLIENT_TABS } from '../shared/client-tabs';
import { LoadError, LoadingState } from '../../../components/QueryState';
import { ClientAdminsTab } from './ClientAdminsTab';
import { ClientInfoTab } from './ClientInfoTab';
import { ClientStationsTab } from './ClientStationsTab';
import { FeatureFlagsTab } from './FeatureFlagsTab';
import { StationGroupsTab } from './StationGroupsTab';

export function ClientDetailScreen({ clientId }: { clientId: string }) {
  const { t } = useTranslation('platform');
  const { api } = useAppServices();
  const client = useQuery(clientQueryOptions(api, clientId));
  const title = client.data?.name ?? t('clients.client');

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t('title'), link: { to: '/platform' } }, { label: title }]}
        actions={
          client.data && (
            <ButtonLink
              to="/platform/clients/$clientId/edit"
              params={{ clientId }}
              variant="default"
              leftSection={<IconPencil size={16} />}
            >
              {t('clients.edit')}
            </ButtonLink>
          )
        }
      />
      {client.isPending && <LoadingState label={t('clients.loadingOne')} />}
      {client.isError && (
        <LoadError error={client.error} onRetry={() => void client.refetch()} title={t('clients.loadOneFailed')} />
      )}
      {client.data && (
        <TabLinks
          label={t('clients.tabsLabel')}
          defaultValue="info"
          tabs={CLIENT_TABS.map((tab) => ({ value: tab, label: t(`clients.tabs.${tab}`) }))}
        >
          <Tabs.Panel value="info">
            <ClientInfoTab client={client.data} />
          </Tabs.Panel>
          <Tabs.Panel value="stations">
            <ClientStationsTab clientId={clientId} />
          </Tabs.Panel>
          <Tabs.Panel value="station-groups">
            <StationGroupsTab clientId={clientId} />
          </Tabs.Panel>
          <Tabs.Panel value="admins">
            <ClientAdminsTab clientId={clientId} />
          </Tabs.Panel>
          <Tabs.Panel value="feature-flags">
            <FeatureFlagsTab clientId={clientId} />
          </Tabs.Panel>
        </TabLinks>
      )}
    </>
  );
}
