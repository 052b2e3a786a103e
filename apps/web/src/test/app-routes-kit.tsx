/**
 * Renders the signed-in app (the root and app layout routes) with an area's `routes` at `path`,
 * against a fake API: the set-up every area's test kit starts its screens with.
 */
import { createMemoryHistory, createRouter, type AnyRoute } from '@tanstack/react-router';
import { appRoute } from '../routes/app.route';
import { rootRoute } from '../routes/root.route';
import { renderRouter, testQueryClient, testServices, type FakeApi } from './app-kit';

export function startAppRoutes(routes: AnyRoute[], api: FakeApi, path: string) {
  const queryClient = testQueryClient();
  const auth = { getUser: async () => ({ expired: false }) };
  const router = createRouter({
    routeTree: rootRoute.addChildren([appRoute.addChildren(routes)]),
    context: { api: api.client, auth, queryClient } as never,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = renderRouter(router, { services: testServices(api), queryClient });
  return { ...view, api, router, queryClient };
}
