/**
 * The stations a device may feed, as select options. A client's user (a client admin, or a
 * superadmin acting as one) picks among the stations it reaches; a superadmin as themself has no
 * client, so picks among the stations of the device's client (platform administration's list).
 */
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../lib/app-services';
import { isImpersonating } from '../auth/roles';
import { useCurrentUser } from '../auth/use-current-user';
import { clientStationsQueryOptions, clientsQueryOptions } from '../platform/platform.api';
import { stationsQueryOptions } from '../stations/stations.api';

export interface Choice {
  value: string;
  label: string;
}

/** A superadmin signed in as themself: acts for no client, so names the client of a new device. */
export function useActsWithoutClient(): boolean {
  const user = useCurrentUser();
  return user.role === 'SUPERADMIN' && !isImpersonating(user);
}

/** `clientId`: the device's client (null while a superadmin has not chosen one). */
export function useStationChoices(clientId: string | null): { choices: Choice[]; loading: boolean } {
  const { api } = useAppServices();
  const withoutClient = useActsWithoutClient();
  const own = useQuery({ ...stationsQueryOptions(api), enabled: !withoutClient });
  const ofClient = useQuery({
    ...clientStationsQueryOptions(api, clientId ?? ''),
    enabled: withoutClient && clientId !== null,
  });
  const stations = withoutClient ? ofClient.data : own.data;
  return {
    choices: (stations ?? []).map((station) => ({ value: station.id, label: station.name })),
    loading: withoutClient ? ofClient.isLoading : own.isLoading,
  };
}

/** The clients a superadmin as themself may create a device for. */
export function useClientChoices(enabled: boolean): { choices: Choice[]; loading: boolean } {
  const { api } = useAppServices();
  const clients = useQuery({ ...clientsQueryOptions(api), enabled });
  return {
    choices: (clients.data ?? []).map((client) => ({ value: client.id, label: client.name })),
    loading: clients.isLoading,
  };
}
