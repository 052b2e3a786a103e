/**
 * The test kit of /admin/fragments: the app's admin routes over a fake API holding each
 * station's fragments configuration and external target, answering the PUTs as the server does.
 */
import { fireEvent, screen } from '@testing-library/react';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { featuresConfigSchema, type FragmentsConfig, type StationConfig } from '@antena/contract';
import { adminRoute } from '../../routes/admin.route';
import { adminRoutes } from '../../routes/admin.routes';
import { appRoute } from '../../routes/app.route';
import { rootRoute } from '../../routes/root.route';
import type { AuthService } from '../auth/auth.service';
import {
  aMeUser,
  aUserStation,
  createFakeApi,
  featureFlagsAnswer,
  renderRouter,
  reply,
  testQueryClient,
  testServices,
  type Answer,
  type RecordedCall,
} from '../../test/app-kit';

export const RADIO_ID = '0b0e6a52-1d0c-4a8e-9f3e-2a8d5c0f0111';
export const TV_ID = '0b0e6a52-1d0c-4a8e-9f3e-2a8d5c0f0222';
export const radio = aUserStation({ id: RADIO_ID, slug: 'demo-radio', name: 'Demo Radio', format: 'mp3' });
export const tv = aUserStation({ id: TV_ID, slug: 'demo-tv', name: 'Demo TV', format: 'mpegts' });

/** A station's configuration as stored: the contract's defaults with `parts` over them. */
export function aFragmentsConfig(stationId: string, parts: Partial<Omit<FragmentsConfig, 'stationId'>> = {}) {
  const { fragments } = featuresConfigSchema.parse({});
  return {
    stationId,
    descriptionFooters: fragments.descriptionFooters,
    mediaWatermark: fragments.mediaWatermark,
    audiogram: { templates: fragments.audiogram.templates },
    ...parts,
  } satisfies FragmentsConfig;
}

export const aStationConfig = (
  stationId: string,
  target: StationConfig['externalExport']['target'] = null,
): StationConfig => ({ stationId, externalExport: { enabled: target !== null, type: target?.type ?? null, target } });

export const anAsset = (filename = 'logo.png') => ({
  id: '0b0e6a52-1d0c-4a8e-9f3e-2a8d5c0f0999',
  key: `assets/c1/0b0e6a52-1d0c-4a8e-9f3e-2a8d5c0f0999/${filename}`,
  url: `/api/media/assets/c1/0b0e6a52-1d0c-4a8e-9f3e-2a8d5c0f0999/${filename}?expires=1&signature=x`,
  filename,
  contentType: 'image/png',
  size: 120,
});

const stationIdOf = (call: RecordedCall) => call.path.split('/').pop()!;

export function renderFragmentsConfig(
  path = '/admin/fragments',
  { stations = [radio, tv], answers = {} }: { stations?: unknown[]; answers?: Record<string, Answer> } = {},
) {
  const configs = new Map<string, FragmentsConfig>();
  const targets = new Map<string, StationConfig>();
  const api = createFakeApi({
    'GET /auth/me/user': aMeUser('CLIENT_ADMIN'),
    'GET /stations': stations,
    'GET /feature-flags': featureFlagsAnswer(),
    'GET /fragments/config/:id': (call) => configs.get(stationIdOf(call)) ?? aFragmentsConfig(stationIdOf(call)),
    'PUT /fragments/config/:id': (call) => {
      const id = stationIdOf(call);
      const next = { ...(configs.get(id) ?? aFragmentsConfig(id)), ...(call.body as object) };
      configs.set(id, next);
      return next;
    },
    'GET /station-config/:stationId': (call) => targets.get(stationIdOf(call)) ?? aStationConfig(stationIdOf(call)),
    'PUT /station-config/:stationId': (call) => {
      const { target } = (call.body as { externalExport: { target: Record<string, unknown> | null } }).externalExport;
      if (!target) return aStationConfig(stationIdOf(call));
      const { secretAccessKey, ...stored } = target;
      const s3 = target.type === 'S3' ? { secretAccessKeySet: Boolean(secretAccessKey) } : {};
      return aStationConfig(stationIdOf(call), { ...stored, ...s3 } as never);
    },
    'POST /assets': reply(201, anAsset()),
    ...answers,
  });
  const queryClient = testQueryClient();
  const services = testServices(api, {
    auth: { getUser: async () => ({ expired: false }), expireSession: () => {} } as unknown as AuthService,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([appRoute.addChildren([adminRoute.addChildren([...adminRoutes])])]),
    context: { ...services, queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  renderRouter(router, { services, queryClient });
  return { api, router, configs, targets };
}

export const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
export const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });

export function chooseStation(name: string) {
  fireEvent.click(screen.getByRole('combobox', { name: 'Station' }));
  fireEvent.click(screen.getByRole('option', { name }));
}

export function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

export function aFile(name: string, type: string, bytes = 120) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

export const typeInto = (element: HTMLElement, value: string) => {
  fireEvent.change(element, { target: { value } });
  fireEvent.blur(element);
};
