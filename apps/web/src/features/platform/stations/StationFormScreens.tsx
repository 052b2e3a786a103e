/** /platform/clients/$clientId/stations/add and /platform/stations/$stationId/edit. */
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../app/app-services';
import { PageHeader } from '../../../components/PageHeader';
import { clientQueryOptions, clientStationGroupsQueryOptions, platformStationQueryOptions } from '../platform.api';
import { useSaveStation } from '../platform-mutations';
import { platformPaths } from '../shared/platform-paths';
import { LoadError, LoadingState } from '../../../components/QueryState';
import { StationForm } from './StationForm';

export function StationAddScreen({ clientId }: { clientId: string }) {
  const { t } = useTranslation('platform');
  const { api } = useAppServices();
  const router = useRouter();
  const client = useQuery(clientQueryOptions(api, clientId));
  const groups = useQuery(clientStationGroupsQueryOptions(api, clientId));
  const save = useSaveStation({ clientId });
  const stationsTab = platformPaths.client(clientId, 'stations');

  return (
    <>
      <PageHeader
        title={t('stations.addTitle')}
        breadcrumbs={[
          { label: t('title'), href: platformPaths.clients },
          { label: client.data?.name ?? t('clients.client'), href: platformPaths.client(clientId) },
          { label: t('clients.tabs.stations'), href: stationsTab },
          { label: t('stations.addTitle') },
        ]}
      />
      {groups.isPending && <LoadingState label={t('stations.loadingForm')} />}
      {groups.isError && (
        <LoadError error={groups.error} onRetry={() => void groups.refetch()} title={t('stations.loadFormFailed')} />
      )}
      {groups.data && (
        <StationForm
          stationGroups={groups.data}
          save={(body) => save.mutateAsync(body)}
          onSaved={() => router.history.push(stationsTab)}
          onCancel={() => router.history.push(stationsTab)}
        />
      )}
    </>
  );
}

export function StationEditScreen({ stationId }: { stationId: string }) {
  const { t } = useTranslation('platform');
  const { api } = useAppServices();
  const router = useRouter();
  const station = useQuery(platformStationQueryOptions(api, stationId));
  const clientId = station.data?.client.id;
  const groups = useQuery({ ...clientStationGroupsQueryOptions(api, clientId ?? ''), enabled: Boolean(clientId) });
  const save = useSaveStation({ stationId });

  const failed = station.isError ? station : groups.isError ? groups : null;
  const crumbs = [{ label: t('title'), href: platformPaths.clients }];
  if (station.data) {
    crumbs.push(
      { label: station.data.client.name, href: platformPaths.client(station.data.client.id) },
      { label: t('clients.tabs.stations'), href: platformPaths.client(station.data.client.id, 'stations') },
    );
  }

  return (
    <>
      <PageHeader
        title={station.data?.name ?? t('stations.editTitle')}
        breadcrumbs={[...crumbs, { label: t('stations.editTitle') }]}
      />
      {failed ? (
        <LoadError error={failed.error} onRetry={() => void failed.refetch()} title={t('stations.loadFormFailed')} />
      ) : station.data && groups.data ? (
        <StationForm
          station={station.data}
          stationGroups={groups.data}
          save={(body) => save.mutateAsync(body)}
          onCancel={() => router.history.push(platformPaths.client(station.data.client.id, 'stations'))}
        />
      ) : (
        <LoadingState label={t('stations.loadingForm')} />
      )}
    </>
  );
}
