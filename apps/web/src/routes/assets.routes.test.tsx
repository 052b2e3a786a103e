import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import {
  aMeUser,
  aUserStation,
  createFakeApi,
  featureFlagsAnswer,
  renderRouter,
  testQueryClient,
  testServices,
} from '../test/app-kit';
import { aStationStatus } from '../features/logger/logger-test-kit';
import { appRoute, indexRoute } from './app.route';
import { assetsRoute, assetsUploadRoute } from './assets.routes';
import { rootRoute } from './root.route';

const station = aUserStation({ id: 's1', slug: 'fm-1', name: 'FM 1', timezone: 'UTC' });

function start(path: string) {
  const fake = createFakeApi({
    'GET /auth/me/user': aMeUser('CLIENT_USER'),
    'GET /stations': [station],
    'GET /stations/status-all': [aStationStatus({ stationId: station.id, slug: station.slug, name: station.name })],
    'GET /feature-flags': featureFlagsAnswer(),
    'GET /users/me/settings': { timezone: 'UTC' },
  });
  const queryClient = testQueryClient();
  const routeTree = rootRoute.addChildren([appRoute.addChildren([indexRoute, assetsRoute, assetsUploadRoute])]);
  const router = createRouter({
    routeTree,
    context: { api: fake.client, auth: { getUser: async () => ({ expired: false }) }, queryClient } as never,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  renderRouter(router, { services: testServices(fake), queryClient });
  return { router };
}

describe('assets area (spec 01 section 2)', () => {
  it.each(['/assets', '/assets/upload'])('%s shows the upload page with its file field', async (path) => {
    const { router } = start(path);
    await screen.findByRole('heading', { name: 'Upload a file' });
    expect(screen.getByRole('form', { name: 'File upload' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/assets/upload'));
  });
});
