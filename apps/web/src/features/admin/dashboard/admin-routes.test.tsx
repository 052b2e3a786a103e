/** The admin route table as the app mounts it: under the protected layout and the CLIENT_ADMIN guard. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { adminRoute } from '../../../routes/admin.route';
import { adminRoutes } from '../../../routes/admin.routes';
import { appRoute } from '../../../routes/app.route';
import { rootRoute } from '../../../routes/root.route';
import type { AuthService } from '../../auth/auth.service';
import {
  aUser,
  createFakeApi,
  renderRouter,
  reply,
  testQueryClient,
  testServices,
  aUserStation,
  featureFlagsAnswer,
  STATION_ID,
} from '../../../test/app-kit';

const GROUP_ID = '0b5d2c7e-0000-4000-8000-0000000000a1';
const fm1 = aUserStation({ id: 'st-1', slug: 'fm-1', name: 'FM 1' });

function renderAt(path: string) {
  const api = createFakeApi();
  api.on('GET', '/auth/me/user', { ...aUser({ role: 'CLIENT_ADMIN' }), impersonator: null });
  api.on('GET', '/stations', [fm1]);
  api.on('GET', '/feature-flags', featureFlagsAnswer());
  api.on('GET', '/users-ca', { results: [aUser()], metadata: { totalCount: 1 }, pagesCount: 1 });
  api.on('GET', `/users/groups/${GROUP_ID}`, { id: GROUP_ID, name: 'Sales', usersCount: 0, users: [] });
  api.on('GET', `/stations/groups-permissions/${GROUP_ID}`, [
    { station: fm1, group: { id: GROUP_ID, name: 'Sales' }, allowed: true },
  ]);
  api.on('GET', '/stations/unknown', reply(404));
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
  return api;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('admin routes', () => {
  it('opens the group form on /admin/groups/add rather than a group called "add"', async () => {
    const api = renderAt('/admin/groups/add');
    expect(await heading('Create group')).toBeTruthy();
    expect(api.callsTo('GET', '/users/groups/add')).toEqual([]);
  });

  it('selects the group tab from the tab query parameter', async () => {
    renderAt(`/admin/groups/${GROUP_ID}?tab=permissions`);
    expect(await heading('Sales')).toBeTruthy();
    expect(await screen.findByRole('switch', { name: 'Allow FM 1' })).toBeTruthy();
  });

  it("shows 'Station not found' for an unknown station", async () => {
    renderAt('/admin/stations/unknown');
    expect(await heading('Station not found')).toBeTruthy();
    // Once: the breadcrumbs name the slug asked for, the body says why and where to go.
    expect(screen.getAllByText('Station not found')).toHaveLength(1);
    expect(screen.getByText('unknown')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the stations list' })).toBeTruthy();
  });

  it("has a page per social platform with each station's connection", async () => {
    const api = renderAt('/admin/social-export/youtube');
    api.on('GET', '/connections/youtube', { results: [] });
    expect(await heading('YouTube export')).toBeTruthy();
    // FM 1 has not enabled YouTube in its features.
    expect(await screen.findByText('Feature not enabled')).toBeTruthy();
  });

  it("has each platform's latest videos sent and Dailymotion's connect form", async () => {
    const api = renderAt('/admin/social-export/uploaded/youtube');
    api.on('GET', '/upload/status/all/youtube', { results: [], metadata: { totalCount: 0 }, pagesCount: 1 });
    expect(await heading('Latest videos sent to YouTube')).toBeTruthy();
  });

  it('answers an unknown social platform with the not-found page', async () => {
    renderAt('/admin/social-export/myspace');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });

  it("opens the content AI prompts of the client's first station", async () => {
    const api = renderAt('/admin/content-ai');
    api.on('GET', '/content-ai/engine', { configured: true, model: 'gpt-4o-mini', host: 'llm.local', detail: 'ok' });
    api.on('GET', '/content-ai/station-config/:stationId', {
      stationId: STATION_ID,
      prompts: [{ id: 'NEWS', name: 'News', content: 'Write a news article.' }],
      builtIn: true,
      updatedAt: null,
    });
    expect(await heading('Content AI settings')).toBeTruthy();
    expect(await screen.findByText('Built-in prompts')).toBeTruthy();
    expect(screen.getByText('News')).toBeTruthy();
  });
});
