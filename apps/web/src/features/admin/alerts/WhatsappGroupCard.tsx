/**
 * spec 01 "Alerts": a card 'Whatsapp group for alerts' with a button to obtain the group invite
 * link, then the link and a copy button. The link is null until the platform administrator sets it.
 */
import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconInfoCircle, IconLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { CopyButton } from '../../../components/CopyButton';
import { LoadError } from '../../../components/QueryState';
import { whatsappGroupQueryOptions } from './alerts.api';

export function WhatsappGroupCard() {
  const { t } = useTranslation('admin');
  const { api } = useAppServices();
  const [requested, setRequested] = useState(false);
  const query = useQuery({ ...whatsappGroupQueryOptions(api), enabled: requested });
  const link = query.data?.groupInviteLink;

  return (
    <Card withBorder radius="md" padding="lg" maw={640} component="section" aria-labelledby="whatsapp-group-title">
      <Stack gap="sm">
        <Group gap="sm">
          <IconBrandWhatsapp size={24} aria-hidden />
          <Title order={2} size="h4" id="whatsapp-group-title">
            {t('alerts.whatsapp.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('alerts.whatsapp.description')}
        </Text>
        {!query.isSuccess && !query.isError && (
          <Group>
            <Button leftSection={<IconLink size={16} />} loading={query.isFetching} onClick={() => setRequested(true)}>
              {t('alerts.whatsapp.getLink')}
            </Button>
          </Group>
        )}
        {query.isError && (
          <LoadError error={query.error} title={t('alerts.whatsapp.loadFailed')} onRetry={() => void query.refetch()} />
        )}
        {query.isSuccess && link && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('alerts.whatsapp.linkLabel')}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Anchor href={link} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
                {link}
              </Anchor>
              <CopyButton value={link} label={t('alerts.whatsapp.copy')} />
            </Group>
          </Stack>
        )}
        {query.isSuccess && !link && (
          <Alert color="blue" icon={<IconInfoCircle />} role="status">
            {t('alerts.whatsapp.notConfigured')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
