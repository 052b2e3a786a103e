/**
 * Test support: renders a screen inside the providers the app gives it (Mantine with
 * notifications, query client, app services, a router at a chosen path) against a fake API
 * whose answers are keyed by 'METHOD /path' (relative to the API root).
 */
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { API_ROOT } from '@antena/contract';
import { AppServicesProvider, type AppServices } from '../../app/app-services';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../../lib/api-client';

export interface FakeRequest {
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

/** A JSON body, or a function of the request answering a body or a full Response. */
export type FakeAnswer = Record<string, unknown> | unknown[] | ((request: FakeRequest) => unknown);

export interface FakeApi {
  api: ApiClient;
  fetch: ReturnType<typeof vi.fn>;
  /** The requests made to 'METHOD /path', in order. */
  requests: (key: string) => FakeRequest[];
}

export function fakeApi(
  answers: Record<string, FakeAnswer>,
  options: Pick<ApiClientOptions, 'getAuthAs' | 'onAuthAsRejected'> = {},
): FakeApi {
  const seen: Array<{ key: string; request: FakeRequest }> = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.slice(API_ROOT.length);
    const key = `${init?.method ?? 'GET'} ${path}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: FakeRequest = { url, headers: (init?.headers ?? {}) as Record<string, string>, body };
    seen.push({ key, request });
    if (!(key in answers)) return new Response(`no fake answer for ${key}`, { status: 404 });
    const answer = answers[key];
    const result = typeof answer === 'function' ? (answer as (r: FakeRequest) => unknown)(request) : answer;
    if (result instanceof Response) return result;
    return new Response(JSON.stringify(result), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const api = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    sleep: async () => {},
    ...options,
  });
  return { api, fetch, requests: (key) => seen.filter((entry) => entry.key === key).map((entry) => entry.request) };
}

/** The providers the app wraps every screen in, around an already built router. */
export function renderRouter(router: AnyRouter, { api, queryClient }: { api: ApiClient; queryClient: QueryClient }) {
  // The notifications store outlives a test; start each screen without the last one's toasts.
  notifications.clean();
  // Screens only use the API client here; the auth service and configuration stay out of reach.
  const services = { api, version: 'test' } as unknown as AppServices;
  return render(
    <MantineProvider>
      <Notifications />
      <ModalsProvider>
        <AppServicesProvider services={services}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router as never} />
          </QueryClientProvider>
        </AppServicesProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Renders one screen (or component) at `path`, the way the app shows it. */
export function renderInApp(ui: ReactElement, { api, path = '/' }: { api: ApiClient; path?: string }) {
  const queryClient = testQueryClient();
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  return { ...renderRouter(router, { api, queryClient }), router, queryClient };
}
