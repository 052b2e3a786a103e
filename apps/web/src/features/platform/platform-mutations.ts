/**
 * Writes of platform administration. Each one refreshes the whole platform area on success:
 * a change moves counts on the clients list and adds an audit-log entry.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ClientWrite,
  type FeatureFlag,
  type StationWrite,
  type clientAdminCreateSchema,
  type stationGroupWriteSchema,
} from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { z } from 'zod';
import { useAppServices } from '../../lib/app-services';
import { stationKeys } from '../stations/stations.api';
import { platformKeys } from './platform.api';

export type StationGroupWrite = z.input<typeof stationGroupWriteSchema>;
export type ClientAdminCreate = z.input<typeof clientAdminCreateSchema>;

function useRefreshPlatform() {
  const queryClient = useQueryClient();
  // Not awaited: the screen answers as soon as the write succeeds; lists refresh behind it.
  return () => void queryClient.invalidateQueries({ queryKey: platformKeys.all });
}

export function useSaveClient(clientId?: string) {
  const { api } = useAppServices();
  const refresh = useRefreshPlatform();
  return useMutation({
    mutationFn: (body: ClientWrite) =>
      clientId
        ? api.call(endpoints.updateClient, { params: { clientId }, body })
        : api.call(endpoints.createClient, { body }),
    onSuccess: refresh,
  });
}

/** Creates a station of `clientId`, or changes `stationId` when given. */
export function useSaveStation(target: { clientId: string } | { stationId: string }) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const refresh = useRefreshPlatform();
  return useMutation({
    mutationFn: (body: StationWrite) =>
      'stationId' in target
        ? api.call(endpoints.updatePlatformStation, { params: { stationId: target.stationId }, body })
        : api.call(endpoints.createClientStation, { params: { clientId: target.clientId }, body }),
    onSuccess: () => {
      refresh();
      // The station lists of the layout, the sidebar and the admin screens show it too.
      void queryClient.invalidateQueries({ queryKey: stationKeys.all });
    },
  });
}

export function useSaveStationGroup(clientId: string) {
  const { api } = useAppServices();
  const refresh = useRefreshPlatform();
  return useMutation({
    mutationFn: ({ stationGroupId, body }: { stationGroupId?: string | undefined; body: StationGroupWrite }) =>
      stationGroupId
        ? api.call(endpoints.updateStationGroup, { params: { stationGroupId }, body })
        : api.call(endpoints.createStationGroup, { params: { clientId }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteStationGroup() {
  const { api } = useAppServices();
  const refresh = useRefreshPlatform();
  return useMutation({
    mutationFn: (stationGroupId: string) => api.call(endpoints.deleteStationGroup, { params: { stationGroupId } }),
    onSuccess: refresh,
  });
}

export function useCreateClientAdmin(clientId: string) {
  const { api } = useAppServices();
  const refresh = useRefreshPlatform();
  return useMutation({
    mutationFn: (body: ClientAdminCreate) => api.call(endpoints.createClientAdmin, { params: { clientId }, body }),
    onSuccess: refresh,
  });
}

/** Sends only the flag that changed; the answer holds every flag and replaces the cached ones. */
export function useSetFeatureFlag(clientId: string) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const refresh = useRefreshPlatform();
  return useMutation({
    mutationFn: ({ flag, enabled }: { flag: FeatureFlag; enabled: boolean }) =>
      api.call(endpoints.updateClientFeatureFlags, { params: { clientId }, body: { flags: { [flag]: enabled } } }),
    onSuccess: (flags) => {
      queryClient.setQueryData(platformKeys.clientFeatureFlags(clientId), flags);
      refresh();
    },
  });
}
