/** /platform/clients/$clientId/stations/add and /platform/stations/$stationId/edit. */
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import type { BreadcrumbItem } from '../../../components/Breadcrumbs';
import type { LinkTarget } from '../../../components/links';
import { PageHeader } from '../../../components/PageHeader';
import { clientQueryOptions, clientStationGroupsQueryOptions, platformStationQueryOptions } from '../platform.api';
import { useSaveStation } from '../platform-mutations';
import { LoadError, LoadingState } from '../../../components/QueryState';
import { StationForm } from './StationForm';

const clientLink = (clientId: string) =>
  ({ to: '/platform/clients/$clientId', params: { clientId } }) satisfies LinkTarget;
const clientStationsLink = (clientId: string) =>
  ({ to: '/platform/clients/$clientId', params: { clientId }, search: { tab: 'stations' } }) satisfies LinkTarget;

export function StationAddScreen({ clientId }: { clientId: string }) {
  const { t } = useTranslation('platform');
  const { api } = useAppServices();
  const navigate = useNavigate();
  const client = useQuery(clientQueryOptions(api, clientId));
  const groups = useQuery(clientStationGroupsQueryOptions(api, clientId));
  const save = useSaveStation({ clientId });
  const stationsTab = clientStationsLink(clientId);

  return (
    <>
      <PageHeader
        title={t('stations.addTitle')}
        breadcrumbs={[
          { label: t('title'), link: { to: '/platform' } },
          { label: client.data?.name ?? t('clients.client'), link: clientLink(clientId) },
          { label: t('clients.tabs.stations'), link: stationsTab },
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
          onSaved={() => void navigate(stationsTab)}
          onCancel={() => void navigate(stationsTab)}
        />
      )}
    </>
  );
}

export function StationEditScreen({ stationId }: { stationId: string }) {
  const { t } = useTranslation('platform');
  const { api } = useAppServices();
  const navigate = useNavigate();
  const station = useQuery(platformStationQueryOptions(api, stationId));
  const clientId = station.data?.client.id;
  const groups = useQuery({ ...clientStationGroupsQueryOptions(api, clientId ?? ''), enabled: Boolean(clientId) });
  const save = useSaveStation({ stationId });

  const failed = station.isError ? station : groups.isError ? groups : null;
  const crumbs: BreadcrumbItem[] = [{ label: t('title'), link: { to: '/platform' } }];
  if (station.data) {
    crumbs.push(
      { label: station.data.client.name, link: clientLink(station.data.client.id) },
      { label: t('clients.tabs.stations'), link: clientStationsLink(station.data.client.id) },
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
          onCancel={() => void navigate(clientStationsLink(station.data.client.id))}
        />
      ) : (
        <LoadingState label={t('stations.loadingForm')} />
      )}
    </>
  );
}
