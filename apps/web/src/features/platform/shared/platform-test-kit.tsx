/**
 * Test helpers of the platform screens: a fake API answering by method and path (recording
 * every call), sample entities, and a render inside the providers the app gives screens
 * (Mantine, modals, notifications, TanStack Query, app services, a memory router).
 */
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import {
  featuresConfigSchema,
  type ClientConfig,
  type FeaturesConfigInput,
  type PlatformClient,
  type PlatformStation,
} from '@antena/contract';
import { AppServicesProvider, type AppServices } from '../../../app/app-services';
import { createApiClient } from '../../../lib/api-client';
import type { AuthService } from '../../auth/auth.service';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

interface Reply {
  status: number;
  body?: unknown;
}

/** A reply other than 200 with data. */
export const reply = (status: number, body?: unknown): Reply & { reply: true } => ({ status, body, reply: true });
const isReply = (value: unknown): value is Reply => typeof value === 'object' && value !== null && 'reply' in value;

export const errorBody = (status: number, code: string, message = code) => ({ statusCode: status, code, message });

export function createFakeApi() {
  const handlers: { method: string; pattern: RegExp; answer: (call: RecordedCall) => Reply }[] = [];
  const calls: RecordedCall[] = [];

  /** Answers `method path` (`:name` matches one segment) with data (200), a `reply()` or a function of the call. */
  function on(method: string, path: string, answer: unknown) {
    const pattern = new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    handlers.unshift({
      method,
      pattern,
      answer: (call) => {
        const value = typeof answer === 'function' ? (answer as (call: RecordedCall) => unknown)(call) : answer;
        return isReply(value) ? value : { status: 200, body: value };
      },
    });
  }

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = handlers.find((entry) => entry.method === call.method && entry.pattern.test(call.path));
    const { status, body } = handler?.answer(call) ?? { status: 404, body: errorBody(404, 'ERR_ROUTE_NOT_FOUND') };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });

  const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { on, fetch, calls, callsTo };
}
export type FakeApi = ReturnType<typeof createFakeApi>;

const testConfig: ClientConfig = {
  environment: 'test',
  apiRoot: '/api',
  auth: {
    authority: 'http://localhost/oidc',
    clientId: 'web',
    audience: 'api',
    providerName: 'antena',
    scope: 'openid',
  },
  sentry: { dsn: null, environment: 'test' },
  assets: { maxUploadMb: 10 },
  links: { contact: 'mailto:help@example.com', privacy: '/privacy' },
  socialLoginDomains: ['antena.test'],
};

export function renderPlatform(ui: ReactElement, { api = createFakeApi(), path = '/' } = {}) {
  // The notifications store is global: drop what earlier tests left in it.
  notifications.clean();
  notifications.cleanQueue();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const services: AppServices = {
    api: createApiClient({ baseUrl: '/api', fetch: api.fetch, sleep: async () => {} }),
    auth: {} as AuthService,
    config: testConfig,
    version: 'test',
  };
  // One route for every path: the screen stays mounted while the test reads where it navigated.
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <MantineProvider>
      <Notifications />
      <ModalsProvider>
        <QueryClientProvider client={queryClient}>
          <AppServicesProvider services={services}>
            <RouterProvider router={router as never} />
          </AppServicesProvider>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
  return { api, router, queryClient };
}

export const CLIENT_ID = '0b0e6a52-1d0c-4a8e-9f3e-2a8d5c0f0001';
export const STATION_ID = '0b0e6a52-1d0c-4a8e-9f3e-2a8d5c0f0101';
export const GROUP_ID = '0b0e6a52-1d0c-4a8e-9f3e-2a8d5c0f0201';

export const aClient = (overrides: Partial<PlatformClient> = {}): PlatformClient => ({
  id: CLIENT_ID,
  name: 'Radio Mitre',
  slug: 'radio-mitre',
  logoUrl: null,
  alertsInviteLink: null,
  usersCount: 12,
  stationsCount: 3,
  createdAt: '2026-01-10T12:00:00Z',
  ...overrides,
});

export const aStation = (
  overrides: Partial<Omit<PlatformStation, 'featuresConfig'>> = {},
  featuresConfig: FeaturesConfigInput = {},
): PlatformStation => ({
  id: STATION_ID,
  slug: 'mitre-am',
  name: 'Mitre AM 790',
  logoUrl: null,
  client: { id: CLIENT_ID, name: 'Radio Mitre', slug: 'radio-mitre' },
  timezone: 'America/Argentina/Buenos_Aires',
  language: 'es',
  format: 'mp3',
  streams: [{ url: 'https://radio.example/mitre.mp3' }],
  streamUrl: 'https://radio.example/mitre.mp3',
  stationGroup: null,
  ...overrides,
  featuresConfig: featuresConfigSchema.parse(featuresConfig),
});
