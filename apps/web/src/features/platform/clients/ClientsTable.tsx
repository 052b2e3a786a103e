/** The clients table: logo, name (to the client), slug, counts, view and edit. */
import { Anchor, Avatar, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlatformClient } from '@antena/contract';
import { RowActions } from '../../../components/RowActions';
import { AppLink } from '../../../components/AppLink';
import { platformPaths } from '../shared/platform-paths';

export function ClientsTable({ clients }: { clients: readonly PlatformClient[] }) {
  const { t, i18n } = useTranslation('platform');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover stickyHeader verticalSpacing="xs" aria-label={t('clients.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('clients.columns.client')}</Table.Th>
            <Table.Th>{t('clients.columns.slug')}</Table.Th>
            <Table.Th ta="right">{t('clients.columns.users')}</Table.Th>
            <Table.Th ta="right">{t('clients.columns.stations')}</Table.Th>
            <Table.Th w={96}>
              <VisuallyHidden>{t('actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((client) => (
            <Table.Tr key={client.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={client.logoUrl} alt="" radius="sm" size="sm">
                    {client.name.slice(0, 2).toUpperCase()}
                  </Avatar>
                  <Anchor renderRoot={(props) => <AppLink {...props} href={platformPaths.client(client.id)} />}>
                    {client.name}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {client.slug}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{number.format(client.usersCount)}</Table.Td>
              <Table.Td ta="right">{number.format(client.stationsCount)}</Table.Td>
              <Table.Td>
                <RowActions
                  view={{ href: platformPaths.client(client.id), label: t('clients.viewNamed', { name: client.name }) }}
                  edit={{
                    href: platformPaths.clientEdit(client.id),
                    label: t('clients.editNamed', { name: client.name }),
                  }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
