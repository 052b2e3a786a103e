/**
 * Test helpers of the users screens: a fake API answering by method and path (recording every
 * call) and a render inside the providers the app gives screens (Mantine, modals,
 * notifications, TanStack Query, app services, a memory router).
 */
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ClientConfig, User } from '@antena/contract';
import { AppServicesProvider, type AppServices } from '../../../app/app-services';
import type { AuthService } from '../../auth/auth.service';
import { createApiClient } from '../../../lib/api-client';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

class Answer {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}
type Handler = (call: RecordedCall) => Answer;

/** An answer with a status other than 200. */
export const answer = (status: number, body?: unknown) => new Answer(status, body);

const errorBody = (status: number, code: string) => ({ statusCode: status, code, message: code });

export function createFakeApi() {
  const handlers: { method: string; pattern: RegExp; handler: Handler }[] = [];
  const calls: RecordedCall[] = [];

  /** Answers `method path` (`:name` matches one segment) with data (200), an `answer()` or a function of the call. */
  function on(method: string, path: string, reply: ((call: RecordedCall) => unknown) | object) {
    const pattern = new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    const handler: Handler = (call) => {
      const value = typeof reply === 'function' ? reply(call) : reply;
      return value instanceof Answer ? value : new Answer(200, value);
    };
    // Later registrations win, so a test can override a default answer.
    handlers.unshift({ method, pattern, handler });
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
    const match = handlers.find((entry) => entry.method === call.method && entry.pattern.test(call.path));
    const { status, body } = match ? match.handler(call) : answer(404, errorBody(404, 'ERR_ROUTE_NOT_FOUND'));
    const payload = body === undefined && status >= 400 ? errorBody(status, `HTTP_${status}`) : body;
    return new Response(payload === undefined ? null : JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });

  /** The calls made to `method path` (exact path). */
  const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

  return { on, fetch, calls, callsTo };
}
export type FakeApi = ReturnType<typeof createFakeApi>;

export const testConfig: ClientConfig = {
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
  socialLoginDomains: [],
};

export function renderScreen(
  ui: ReactElement,
  { api, path = '/', config = {} }: { api: FakeApi; path?: string; config?: Partial<ClientConfig> },
) {
  // The notifications store is global: drop what earlier tests left in it.
  notifications.clean();
  notifications.cleanQueue();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const services: AppServices = {
    api: createApiClient({ baseUrl: '/api', fetch: api.fetch, sleep: async () => {} }),
    auth: {} as AuthService,
    config: { ...testConfig, ...config },
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
  return { router, queryClient };
}

export const aUser = (overrides: Partial<User> = {}): User => ({
  id: '6f1c2a9e-0000-4000-8000-000000000001',
  email: 'ana@radio.com',
  name: 'Ana',
  surname: 'Pérez',
  role: 'CLIENT_USER',
  groupId: null,
  group: null,
  client: { id: 'c1', name: 'Radio Mitre', slug: 'mitre', logoUrl: null },
  loginMethod: 'USERNAME_PASSWORD',
  lastLogin: null,
  picture: null,
  ...overrides,
});
