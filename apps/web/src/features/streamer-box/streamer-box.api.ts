/**
 * The StreamerBox calls (packages/contract routes/streamer-box.ts): the fleet, one device, and
 * the commands, which answer once the device acknowledged them with the device as it is now.
 */
import { queryOptions } from '@tanstack/react-query';
import type { DeviceCreate, ServiceAction } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../lib/api-client';

export const deviceKeys = {
  all: ['streamer-box'] as const,
  list: () => ['streamer-box', 'devices'] as const,
  one: (deviceId: string) => ['streamer-box', 'device', deviceId] as const,
};

/**
 * The device reports every DEVICE_REPORT_INTERVAL_MS (3 s) and goes offline after
 * DEVICE_ONLINE_WINDOW_MS (10 s): reading it every 5 s shows a service's new status, or the
 * device going offline, without a click.
 */
export const DEVICE_REFRESH_MS = 5_000;

export const devicesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: deviceKeys.list(),
    queryFn: ({ signal }) => api.call(endpoints.listDevices, { signal }),
    refetchInterval: DEVICE_REFRESH_MS,
  });

export const deviceQueryOptions = (api: ApiClient, deviceId: string) =>
  queryOptions({
    queryKey: deviceKeys.one(deviceId),
    queryFn: ({ signal }) => api.call(endpoints.getDevice, { params: { id: deviceId }, signal }),
    refetchInterval: DEVICE_REFRESH_MS,
  });

export const createDevice = (api: ApiClient, body: DeviceCreate) => api.call(endpoints.createDevice, { body });

export const linkDeviceStation = (api: ApiClient, deviceId: string, stationId: string | null) =>
  api.call(endpoints.linkDeviceStation, { params: { id: deviceId }, body: { stationId } });

export const deleteDevice = (api: ApiClient, deviceId: string) =>
  api.call(endpoints.deleteDevice, { params: { id: deviceId } });

export const renameDevice = (api: ApiClient, deviceId: string, name: string) =>
  api.call(endpoints.renameDevice, { params: { id: deviceId }, body: { name } });

export const rebootDevice = (api: ApiClient, deviceId: string) =>
  api.call(endpoints.rebootDevice, { params: { id: deviceId } });

export const setDeviceCoords = (api: ApiClient, deviceId: string, latitude: number, longitude: number) =>
  api.call(endpoints.setDeviceCoords, { params: { id: deviceId }, body: { latitude, longitude } });

export const setDeviceVars = (api: ApiClient, deviceId: string, vars: { id: string; value: string }[]) =>
  api.call(endpoints.setDeviceVars, { params: { id: deviceId }, body: vars });

const serviceEndpoints = {
  start: endpoints.startDeviceService,
  stop: endpoints.stopDeviceService,
  restart: endpoints.restartDeviceService,
} as const;

/** `sid` is the service's image id (spec 02: "service image id identifies the service"). */
export const runServiceAction = (api: ApiClient, deviceId: string, sid: string, action: ServiceAction) =>
  api.call(serviceEndpoints[action], { params: { id: deviceId, sid } });

/** spec 02: the map link opens OpenStreetMap centred on the device. */
export const openStreetMapUrl = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`;

/** The command line that starts the agent with a new device's token (apps/agent README). */
export const agentCommandLine = (origin: string, token: string) =>
  `npm run agent -- --server ${origin} --token ${token}`;
