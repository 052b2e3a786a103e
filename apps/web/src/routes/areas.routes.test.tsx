import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import type { MeUser } from '@antena/contract';
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
import { contentAiRoutes } from './areas.routes';
import { loggerRoutes } from './logger.routes';
import { rootRoute } from './root.route';
import { streamerBoxRoutes } from './streamer-box.routes';

const station = aUserStation({ id: 's1', slug: 'fm-1', name: 'FM 1', timezone: 'UTC' });

function start(path: string, user: MeUser, contentAi = false) {
  const fake = createFakeApi({
    'GET /auth/me/user': user,
    'GET /stations': [station],
    'GET /stations/status-all': [aStationStatus({ stationId: station.id, slug: station.slug, name: station.name })],
    'GET /feature-flags': featureFlagsAnswer({ app__content_ai_enabled: contentAi }),
    'GET /users/me/settings': { timezone: 'UTC' },
    'GET /streamer-box/devices': [],
    'GET /content-ai/engine': { configured: true, model: 'test-model', host: 'llm.test', detail: 'Ready' },
    'GET /contents': { data: [], total: 0, page: 1, pageCount: 1, count: 0 },
  });
  const queryClient = testQueryClient();
  const auth = { getUser: async () => ({ expired: false }) };
  const routeTree = rootRoute.addChildren([
    appRoute.addChildren([indexRoute, ...loggerRoutes, ...streamerBoxRoutes, ...contentAiRoutes]),
  ]);
  const router = createRouter({
    routeTree,
    context: { api: fake.client, auth, queryClient } as never,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  renderRouter(router, { services: testServices(fake), queryClient });
  return { router };
}

async function expectTurnedAway(router: ReturnType<typeof start>['router']) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/logger/status'));
  expect(await screen.findByText('You are not authorized to access that page')).toBeTruthy();
}

describe('guarded areas (spec 01 section 2)', () => {
  it('turns a client user away from /streamer-box', async () => {
    const { router } = start('/streamer-box', aMeUser('CLIENT_USER'));
    await expectTurnedAway(router);
  });

  it.each(['CLIENT_ADMIN', 'SUPERADMIN'] as const)('opens /streamer-box on its devices for a %s', async (role) => {
    const { router } = start('/streamer-box', aMeUser(role));
    await screen.findByRole('heading', { name: 'StreamerBox devices' });
    expect(router.state.location.pathname).toBe('/streamer-box/devices');
  });

  it.each(['/content-ai', '/content-ai/s/fm-1', '/content-ai/contents', '/content-ai/anything/else'])(
    'turns everyone away from %s without the content-AI flag',
    async (path) => {
      const { router } = start(path, aMeUser('CLIENT_ADMIN'));
      await expectTurnedAway(router);
    },
  );

  // spec 03 "Content AI": other content-ai paths redirect to the list.
  it.each(['/content-ai', '/content-ai/s/fm-1', '/content-ai/anything/else'])(
    'opens %s on the contents list with the flag on',
    async (path) => {
      const { router } = start(path, aMeUser('CLIENT_USER'), true);
      await screen.findByRole('heading', { name: 'Contents' });
      expect(router.state.location.pathname).toBe('/content-ai/contents');
      expect(await screen.findByText('No contents yet')).toBeTruthy();
    },
  );
});
