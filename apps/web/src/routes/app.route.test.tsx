import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import type { MeUser, Station } from '@antena/contract';
import { readAuthAs } from '../lib/auth-as';
import {
  aMeUser,
  aUserStation,
  createFakeApi,
  featureFlagsAnswer,
  renderRouter,
  testQueryClient,
  testServices,
} from '../test/app-kit';
import { appRoute, indexRoute } from './app.route';
import { settingsRoute } from './areas.routes';
import { aStationStatus } from '../features/logger/logger-test-kit';
import { loggerRoutes } from './logger.routes';
import { noStationsRoute } from './auth.routes';
import { rootRoute } from './root.route';
import { settingsRoutes } from './settings.routes';

const me = aMeUser;

const station = aUserStation({ id: 's1', slug: 'fm-1', name: 'FM 1', timezone: 'UTC' });

function start(path: string, user: MeUser, stations: Station[]) {
  const fake = createFakeApi(
    {
      'GET /auth/me/user': user,
      'GET /stations': stations,
      'GET /stations/status-all': stations.map((s) =>
        aStationStatus({ stationId: s.id, slug: s.slug, name: s.name, client: s.client }),
      ),
      'GET /feature-flags': featureFlagsAnswer(),
      'GET /users/me/settings': { timezone: 'America/Argentina/Buenos_Aires' },
      'GET /admin/users': { results: [], metadata: { totalCount: 0 }, pagesCount: 0 },
    },
    { getAuthAs: readAuthAs },
  );
  const queryClient = testQueryClient();
  const auth = { getUser: async () => ({ expired: false }) };
  const routeTree = rootRoute.addChildren([
    noStationsRoute,
    appRoute.addChildren([indexRoute, ...loggerRoutes, settingsRoute, ...settingsRoutes]),
  ]);
  const router = createRouter({
    routeTree,
    context: { api: fake.client, auth, queryClient } as never,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  renderRouter(router, { services: testServices(fake), queryClient });
  return { router, ...fake };
}

describe('protected layout', () => {
  it('sends a user without stations to /no-stations', async () => {
    const { router } = start('/logger', me('CLIENT_USER'), []);
    expect(await screen.findByText('There are no stations assigned')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no-stations');
  });

  it('sends a superadmin acting as a user without stations there too', async () => {
    const { router } = start('/logger', me('CLIENT_ADMIN', true), []);
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-stations'));
  });

  it('lets a superadmin acting as themself in without stations', async () => {
    const { router } = start('/logger', me('SUPERADMIN'), []);
    expect(await screen.findByRole('heading', { name: 'Logger status' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/logger/status');
    expect(await screen.findByText('No stations found')).toBeTruthy();
  });

  it('loads the user, then the stations and the flags, before the screen', async () => {
    const { callsTo } = start('/logger', me('CLIENT_USER'), [station]);
    expect(await screen.findByRole('heading', { name: 'Logger status' })).toBeTruthy();
    expect(callsTo('GET', '/auth/me/user')).toHaveLength(1);
    expect(callsTo('GET', '/stations')).toHaveLength(1);
    expect(callsTo('GET', '/feature-flags')).toHaveLength(1);
  });

  it('lists on the logger status the stations the user reaches, linked to their stream', async () => {
    const { callsTo } = start('/logger', me('CLIENT_USER'), [station]);
    const card = await screen.findByRole('article', { name: 'FM 1' });
    expect(within(card).getByRole('link', { name: 'FM 1' }).getAttribute('href')).toBe('/logger/s/fm-1');
    expect(screen.getByText('1 station found')).toBeTruthy();
    expect(callsTo('GET', '/stations/status-all')[0]?.query.get('_client')).toBe('mitre');
  });

  it('opens the settings form on /settings', async () => {
    const { router } = start('/settings', me('CLIENT_USER'), [station]);
    expect(await screen.findByRole('form', { name: 'Settings' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings/config');
  });

  it('opens log-in-as for a superadmin, also while acting as someone', async () => {
    start('/settings/log-in-as', me('CLIENT_USER', true), [station]);
    expect(await screen.findByRole('heading', { name: 'Log in as' })).toBeTruthy();
  });

  it('turns a client admin away from log-in-as', async () => {
    const { router } = start('/settings/log-in-as', me('CLIENT_ADMIN'), [station]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/logger/status'));
    expect(await screen.findByText('You are not authorized to access that page')).toBeTruthy();
  });
});
