/**
 * The content's external export (issue 35, as the fragment's delivery of spec 02 section 4): for a
 * user allowed to deliver (useCanDeliver), 'Activar export externo' starts the origin fragment's
 * delivery to its station's external target (or the first station that has one), and once it is
 * on the chip 'Export externo activado' says so.
 */
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { deliveryQueryOptions, stationConfigsQueryOptions } from '../../fragments/fragments.api';
import { useEnableDelivery } from '../../fragments/use-enable-delivery';
import { useCanDeliver } from '../../fragments/use-can-deliver';

export function ExternalExportActivation({ fragmentId, stationId }: { fragmentId: string; stationId: string }) {
  const access = useCanDeliver();
  if (access !== 'allowed') return null;
  return <Activation fragmentId={fragmentId} stationId={stationId} />;
}

function Activation({ fragmentId, stationId }: { fragmentId: string; stationId: string }) {
  const { t } = useTranslation('content-ai');
  const { t: tFragments } = useTranslation('fragments');
  const { api } = useAppServices();
  const delivery = useQuery(deliveryQueryOptions(api, fragmentId));
  const configs = useQuery(stationConfigsQueryOptions(api));
  const { enabling, enable: enableTo } = useEnableDelivery(fragmentId, {
    done: t('externalExport.enabled'),
    failed: tFragments('delivery.enableFailed'),
  });
  if (delivery.isPending || delivery.isError) return null;
  if (delivery.data?.enabled)
    return (
      <Badge color="teal" variant="light" size="lg">
        {t('externalExport.enabled')}
      </Badge>
    );

  const targets = (configs.data?.results ?? []).filter((config) => config.externalExport.enabled);
  const target = (targets.find((config) => config.stationId === stationId) ?? targets[0])?.stationId;
  const enable = () => enableTo(target);
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconSend size={14} />}
        loading={enabling}
        disabled={!target}
        onClick={() => void enable()}
      >
        {t('externalExport.enable')}
      </Button>
      {configs.isSuccess && !target && (
        <Text size="xs" c="dimmed">
          {tFragments('externalExport.targetRequired')}
        </Text>
      )}
    </Group>
  );
}
