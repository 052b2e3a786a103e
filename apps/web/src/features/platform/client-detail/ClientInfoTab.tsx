/** The info tab: what the client form holds, its counts, and its changes in the audit log. */
import { Anchor, Avatar, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PlatformClient } from '@antena/contract';
import { CopyButton } from '../../../components/CopyButton';
import { ButtonLink } from '../../../components/links';
import { useFormatDateTime } from '../../../lib/use-date-time';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

export function ClientInfoTab({ client }: { client: PlatformClient }) {
  const { t, i18n } = useTranslation('platform');
  const formatDateTime = useFormatDateTime();
  const number = new Intl.NumberFormat(i18n.language);
  const notSet = (
    <Text size="sm" c="dimmed">
      {t('notSet')}
    </Text>
  );
  return (
    <Paper withBorder p="lg" radius="md" maw={880}>
      <Stack gap="lg">
        <Group gap="md">
          <Avatar src={client.logoUrl} alt={t('clients.logoOf', { name: client.name })} radius="sm" size="xl">
            {client.name.slice(0, 2).toUpperCase()}
          </Avatar>
          <Stack gap={0}>
            <Text fw={600} size="lg">
              {client.name}
            </Text>
            <Text ff="monospace" size="sm" c="dimmed">
              {client.slug}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Field label={t('clients.columns.users')}>
            <Text size="sm">{number.format(client.usersCount)}</Text>
          </Field>
          <Field label={t('clients.columns.stations')}>
            <Text size="sm">{number.format(client.stationsCount)}</Text>
          </Field>
          <Field label={t('clients.fields.logoUrl')}>
            {client.logoUrl ? (
              <Anchor
                href={client.logoUrl}
                target="_blank"
                rel="noreferrer"
                size="sm"
                style={{ wordBreak: 'break-all' }}
              >
                {client.logoUrl}
              </Anchor>
            ) : (
              notSet
            )}
          </Field>
          <Field label={t('clients.fields.alertsInviteLink')}>
            {client.alertsInviteLink ? (
              <Group gap="xs" wrap="nowrap">
                <Anchor
                  href={client.alertsInviteLink}
                  target="_blank"
                  rel="noreferrer"
                  size="sm"
                  style={{ wordBreak: 'break-all' }}
                >
                  {client.alertsInviteLink}
                </Anchor>
                <CopyButton value={client.alertsInviteLink} label={t('clients.copyInviteLink')} />
              </Group>
            ) : (
              notSet
            )}
          </Field>
          <Field label={t('clients.fields.retentionDays')}>
            <Text size="sm">{t('clients.retentionValue', { count: client.retentionDays })}</Text>
          </Field>
          <Field label={t('clients.createdAt')}>
            <Text size="sm">{formatDateTime(client.createdAt)}</Text>
          </Field>
        </SimpleGrid>
        <Group>
          <ButtonLink
            to="/platform/audit-log"
            search={{ clientId: client.id }}
            variant="default"
            leftSection={<IconHistory size={16} />}
          >
            {t('clients.auditLog')}
          </ButtonLink>
        </Group>
      </Stack>
    </Paper>
  );
}
