/**
 * Starts the StreamerBox routes against a fake API that keeps one device's state, so a command
 * changes what the next read answers (as the real device does once it acknowledged).
 */
import type { Device, DeviceService, MeUser, ServiceStatus } from '@antena/contract';
import {
  aMeUser,
  aUserStation,
  createFakeApi,
  featureFlagsAnswer,
  reply,
  errorBody,
  STATION_ID,
  CLIENT_ID,
  type Answer,
} from '../../test/app-kit';
import { startAppRoutes } from '../../test/app-routes-kit';
import { streamerBoxRoutes } from '../../routes/streamer-box.routes';

export const DEVICE_ID = '7d3e0c1e-0000-4000-8000-000000000001';

export const aService = (status: ServiceStatus, overrides: Partial<DeviceService> = {}): DeviceService => ({
  id: 'streamer',
  imageId: 'streamer-1.0.0',
  status,
  baseService: { id: 'streamer', name: 'Streamer' },
  vars: [
    { id: 'streamer.input', name: 'input', value: 'lavfi:sine=f=440', serviceId: 'streamer' },
    { id: 'streamer.bitrate', name: 'bitrate', value: '128k', serviceId: 'streamer' },
  ],
  lastError: null,
  ...overrides,
});

export const aDevice = (overrides: Partial<Device> = {}): Device => ({
  id: DEVICE_ID,
  name: 'Box Mitre',
  isOnline: true,
  location: 'Studio 2, Buenos Aires',
  coords: { lat: -34.6, lng: -58.38 },
  services: [aService('running')],
  station: { id: STATION_ID, slug: 'mitre-am', name: 'Mitre AM 790', format: 'mp3' },
  client: { id: CLIENT_ID, name: 'Radio Mitre' },
  agentVersion: '1.0.0',
  lastSeenAt: '2026-11-27T09:00:00Z',
  createdAt: '2026-11-20T12:00:00Z',
  ...overrides,
});

export interface StartStreamerBoxOptions {
  user?: MeUser;
  device?: Device;
  devices?: Device[];
  answers?: Record<string, Answer>;
}

/** A device command answered by the device: `change` applied to the stored device, answered with it. */
export function startStreamerBox(
  path: string,
  { user = aMeUser('CLIENT_ADMIN'), device = aDevice(), devices, answers = {} }: StartStreamerBoxOptions = {},
) {
  const state = { device };
  const command = (change: (device: Device, body: unknown) => Device) => (call: { body: unknown }) => {
    state.device = change(state.device, call.body);
    return { ok: true, device: state.device };
  };
  const withService = (status: ServiceStatus) =>
    command((current) => ({ ...current, services: current.services.map((s) => ({ ...s, status })) }));
  const api = createFakeApi({
    'GET /auth/me/user': user,
    'GET /stations': [
      aUserStation(),
      aUserStation({ id: '0b0e6a52-1d0c-4a8e-9f3e-2a8d5c0f0102', slug: 'la-red', name: 'La Red' }),
    ],
    'GET /feature-flags': featureFlagsAnswer(),
    'GET /users/me/settings': { timezone: 'UTC' },
    'GET /streamer-box/devices': () => devices ?? [state.device],
    'GET /streamer-box/devices/:id': (call: { path: string }) =>
      call.path.endsWith(state.device.id) ? state.device : reply(404, errorBody(404, 'ERR_NOT_FOUND')),
    'POST /streamer-box/devices/:id/rename': command((current, body) => ({
      ...current,
      name: (body as { name: string }).name,
    })),
    'POST /streamer-box/devices/:id/set-coords': command((current, body) => {
      const { latitude, longitude } = body as { latitude: number; longitude: number };
      return { ...current, coords: { lat: latitude, lng: longitude } };
    }),
    'POST /streamer-box/devices/:id/reboot': command((current) => current),
    'DELETE /streamer-box/devices/:id': reply(204),
    'POST /streamer-box/devices/:id/vars': command((current, body) => {
      const values = new Map((body as { id: string; value: string }[]).map((v) => [v.id, v.value]));
      return {
        ...current,
        services: current.services.map((s) => ({
          ...s,
          vars: s.vars.map((v) => ({ ...v, value: values.get(v.id) ?? v.value })),
        })),
      };
    }),
    'POST /streamer-box/devices/:id/services/:sid/start': withService('running'),
    'POST /streamer-box/devices/:id/services/:sid/restart': withService('running'),
    'POST /streamer-box/devices/:id/services/:sid/stop': withService('stopped'),
    ...answers,
  });
  return { ...startAppRoutes([...streamerBoxRoutes], api, path), state };
}
