/** The columns of the clients table: logo and name (to the client), slug, counts, view and edit. */
import { Avatar, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlatformClient } from '@antena/contract';
import type { DataTableColumn } from '../../../components/DataTable';
import { RowActions } from '../../../components/RowActions';
import { AnchorLink } from '../../../components/links';

export function useClientsColumns(): DataTableColumn<PlatformClient>[] {
  const { t, i18n } = useTranslation('platform');
  const number = new Intl.NumberFormat(i18n.language);
  return [
    {
      id: 'client',
      header: t('clients.columns.client'),
      sortValue: (client) => client.name,
      cell: (client) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={client.logoUrl} alt="" radius="sm" size="sm">
            {client.name.slice(0, 2).toUpperCase()}
          </Avatar>
          <AnchorLink to="/platform/clients/$clientId" params={{ clientId: client.id }}>
            {client.name}
          </AnchorLink>
        </Group>
      ),
    },
    {
      id: 'slug',
      header: t('clients.columns.slug'),
      sortValue: (client) => client.slug,
      cell: (client) => (
        <Text size="sm" ff="monospace">
          {client.slug}
        </Text>
      ),
    },
    {
      id: 'users',
      header: t('clients.columns.users'),
      align: 'right',
      sortValue: (client) => client.usersCount,
      cell: (client) => number.format(client.usersCount),
    },
    {
      id: 'stations',
      header: t('clients.columns.stations'),
      align: 'right',
      sortValue: (client) => client.stationsCount,
      cell: (client) => number.format(client.stationsCount),
    },
    {
      id: 'actions',
      header: t('actions'),
      hideHeader: true,
      width: 96,
      cell: (client) => (
        <RowActions
          view={{
            link: { to: '/platform/clients/$clientId', params: { clientId: client.id } },
            label: t('clients.viewNamed', { name: client.name }),
          }}
          edit={{
            link: { to: '/platform/clients/$clientId/edit', params: { clientId: client.id } },
            label: t('clients.editNamed', { name: client.name }),
          }}
        />
      ),
    },
  ];
}
