/**
 * Test helpers of the admin screens: a fake API answering by method and path (recording every
 * call with its body) and a render inside the providers the app gives screens (Mantine in its
 * test environment, modals, notifications, TanStack Query, app services, a memory router).
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
import { createApiClient } from '../../../lib/api-client';
import type { AuthService } from '../../auth/auth.service';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A reply with a status; plain values answer 200. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}
export const reply = (status: number, body?: unknown) => new Reply(status, body);

type Handler = (call: RecordedCall) => unknown;

export function createFakeApi() {
  const handlers: { method: string; pattern: RegExp; handler: Handler }[] = [];
  const calls: RecordedCall[] = [];

  /** Answers `METHOD /path` (`:name` matches one segment); later registrations win. */
  function on(method: string, path: string, answer: unknown) {
    const pattern = new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    const handler: Handler = typeof answer === 'function' ? (answer as Handler) : () => answer;
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
    const value = match ? match.handler(call) : reply(404);
    const { status, body } = value instanceof Reply ? value : new Reply(200, value);
    const payload =
      body === undefined && status >= 400 ? { statusCode: status, code: `HTTP_${status}`, message: 'x' } : body;
    return new Response(payload === undefined ? null : JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });

  const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { on, fetch, calls, callsTo };
}
export type FakeApi = ReturnType<typeof createFakeApi>;

export function renderAdminScreen(ui: ReactElement, { api, path = '/' }: { api: FakeApi; path?: string }) {
  // The notifications store outlives a test: start without the last test's toasts.
  notifications.clean();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const services: AppServices = {
    api: createApiClient({ baseUrl: '/api', fetch: api.fetch, sleep: async () => {} }),
    auth: {} as AuthService,
    config: {} as ClientConfig,
    version: 'test',
  };
  // One route for every path: the screen stays mounted while the test reads where it navigated.
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  const view = render(
    <MantineProvider env="test">
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
  return { router, queryClient, ...view };
}

let nextId = 1;
/** A client user with a fresh uuid (the group save body only takes uuids). */
export const aUser = (overrides: Partial<User> = {}): User => ({
  id: `6f1c2a9e-0000-4000-8000-${String(nextId++).padStart(12, '0')}`,
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
