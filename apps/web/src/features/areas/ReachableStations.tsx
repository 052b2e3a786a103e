/**
 * The stations the user reaches, on the logger until its status screen arrives: real data from
 * GET /stations, so what a user may see is visible from the first sign-in.
 */
import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../app/app-services';
import { AppLink } from '../../components/AppLink';
import { stationsQueryOptions } from '../stations/stations.api';

export function ReachableStations() {
  const { t } = useTranslation('logger');
  const { api } = useAppServices();
  const stations = useQuery(stationsQueryOptions(api));

  if (stations.isPending) {
    return (
      <Group gap="xs" my="md">
        <Loader size="sm" />
        <Text size="sm">{t('stations.loading')}</Text>
      </Group>
    );
  }
  if (stations.isError) {
    return (
      <Alert color="red" my="md" title={t('stations.error')}>
        <Button size="xs" variant="light" onClick={() => void stations.refetch()}>
          {t('stations.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <section aria-labelledby="reachable-stations" style={{ marginBlock: 'var(--mantine-spacing-md)' }}>
      <Title order={2} size="h4" id="reachable-stations" mb="sm">
        {t('stations.title', { count: stations.data.length })}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {stations.data.map((station) => (
          <Card key={station.id} withBorder padding="md" component="article" aria-label={station.name}>
            <Group justify="space-between" wrap="nowrap">
              <AppLink href={`/logger/s/${station.slug}`} style={{ fontWeight: 600 }}>
                {station.name}
              </AppLink>
              <Badge variant="light" color={station.format === 'mpegts' ? 'grape' : 'blue'}>
                {t(station.format === 'mpegts' ? 'stations.video' : 'stations.audio')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {station.client.name} · {station.timezone}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
