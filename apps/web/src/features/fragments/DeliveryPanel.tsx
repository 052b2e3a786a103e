/**
 * External delivery of a fragment (spec 02 sections 3 and 4): enabled with the station whose
 * external target receives it (the stations that have one), then its assets with their state
 * (IN_PROGRESS, COMPLETED, FAILED) and where each went, asked for every 5 s while assets are
 * missing or in progress.
 */
import { useState } from 'react';
import { Badge, Button, Code, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeliveryAssetStatus } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { ErrorState } from '../../components/QueryState';
import { stationsQueryOptions } from '../stations/stations.api';
import { deliveryQueryOptions, stationConfigsQueryOptions } from './fragments.api';
import { useEnableDelivery } from './use-enable-delivery';

const ASSET_COLORS: Record<DeliveryAssetStatus, string> = { IN_PROGRESS: 'blue', COMPLETED: 'teal', FAILED: 'red' };

export interface DeliveryPanelProps {
  fragmentId: string;
  stationId: string;
  /** A delivery sends the rendered media: it can be enabled once the media is READY. */
  mediaReady: boolean;
}

export function DeliveryPanel({ fragmentId, stationId, mediaReady }: DeliveryPanelProps) {
  const { t } = useTranslation('fragments');
  const { api } = useAppServices();
  const delivery = useQuery(deliveryQueryOptions(api, fragmentId));
  const configs = useQuery(stationConfigsQueryOptions(api));
  const stations = useQuery(stationsQueryOptions(api));
  const [chosen, setChosen] = useState<string | null>(null);
  const { enabling, enable: enableTo } = useEnableDelivery(fragmentId, {
    done: t('delivery.enabled'),
    failed: t('delivery.enableFailed'),
  });

  const nameOf = (id: string | null) => stations.data?.find((station) => station.id === id)?.name ?? id ?? '-';
  const targets = (configs.data?.results ?? [])
    .filter((config) => config.externalExport.enabled)
    .map((config) => ({ value: config.stationId, label: nameOf(config.stationId) }));
  // The fragment's own station by default, when it has a target.
  const target = chosen ?? targets.find((option) => option.value === stationId)?.value ?? targets[0]?.value ?? null;

  if (delivery.isError) return <ErrorState title={t('delivery.loadFailed')} onRetry={() => void delivery.refetch()} />;
  if (delivery.isPending || configs.isPending)
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{t('delivery.loading')}</Text>
      </Group>
    );

  const enable = () => enableTo(target);

  if (!delivery.data?.enabled) {
    return (
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <Select
            label={t('delivery.target')}
            data={targets}
            value={target}
            onChange={setChosen}
            disabled={targets.length === 0}
            allowDeselect={false}
            w={260}
          />
          <Button
            leftSection={<IconSend size={16} />}
            loading={enabling}
            disabled={!target || !mediaReady}
            onClick={() => void enable()}
          >
            {t('delivery.enable')}
          </Button>
        </Group>
        {targets.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('externalExport.targetRequired')}
          </Text>
        ) : (
          !mediaReady && (
            <Text size="sm" c="dimmed">
              {t('delivery.waitMedia')}
            </Text>
          )
        )}
      </Stack>
    );
  }

  const { assets, options } = delivery.data;
  return (
    <Stack gap="sm">
      <Text size="sm">{t('delivery.to', { station: nameOf(options.targetStationId) })}</Text>
      {assets.length === 0 ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text c="dimmed" size="sm">
            {t('delivery.preparing')}
          </Text>
        </Group>
      ) : (
        <Table aria-label={t('delivery.assets')} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('delivery.columns.type')}</Table.Th>
              <Table.Th>{t('delivery.columns.status')}</Table.Th>
              <Table.Th>{t('delivery.columns.targetUri')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {assets.map((asset) => (
              <Table.Tr key={asset.id}>
                <Table.Td>{t(`delivery.types.${asset.type}`)}</Table.Td>
                <Table.Td>
                  <Badge color={ASSET_COLORS[asset.status]} variant="light">
                    {t(`delivery.statuses.${asset.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {asset.targetUri ? <Code>{asset.targetUri}</Code> : '-'}
                  {asset.status === 'FAILED' && (
                    <Text size="xs" c="red">
                      {t('delivery.assetFailed')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
