/**
 * Test kit of the screens: a fake API answering by method and path (recording every call), the
 * providers the app gives screens (Mantine, modals, notifications, TanStack Query, app services,
 * a router) and sample entities.
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
import {
  FEATURE_FLAGS,
  featuresConfigSchema,
  type ClientConfig,
  type FeatureFlag,
  type FeaturesConfigInput,
  type MeUser,
  type PlatformClient,
  type PlatformStation,
  type Station,
  type User,
} from '@antena/contract';
import { AppServicesProvider, type AppServices } from '../lib/app-services';
import type { AuthService } from '../features/auth/auth.service';
import { createApiClient, type ApiClientOptions } from '../lib/api-client';
import { checkFixture } from './contract-fixtures';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}

/** An answer with a status other than 200; without a body, an error status gets an `HTTP_<status>` error. */
export const reply = (status: number, body?: unknown) => new Reply(status, body);

export const errorBody = (status: number, code: string, message = code) => ({ statusCode: status, code, message });

/** Data (200), a `reply()`, a Response, or a function of the call giving one of those. */
export type Answer = ((call: RecordedCall) => unknown) | object | string | number | boolean | null;

/**
 * A fake API and the API client that talks to it, with first answers keyed by `METHOD /path`.
 */
export function createFakeApi(
  answers: Record<string, Answer> = {},
  options: Pick<ApiClientOptions, 'getAuthAs' | 'onAuthAsRejected'> = {},
) {
  const handlers: { method: string; pattern: RegExp; answer: Answer }[] = [];
  const calls: RecordedCall[] = [];

  /** Answers `method path` (`:name` matches one segment); later registrations win, so a test can override a default. */
  function on(method: string, path: string, answer: Answer) {
    const pattern = new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    handlers.unshift({ method, pattern, answer });
  }
  for (const [key, answer] of Object.entries(answers)) {
    const [method, path] = key.split(' ');
    on(method!, path!, answer);
  }

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const match = handlers.find((entry) => entry.method === call.method && entry.pattern.test(call.path));
    const answer = match ? match.answer : reply(404, errorBody(404, 'ERR_ROUTE_NOT_FOUND'));
    const value: unknown = typeof answer === 'function' ? answer(call) : answer;
    if (value instanceof Response) return value;
    const { status, body } = value instanceof Reply ? value : reply(200, value);
    const payload = body === undefined && status >= 400 ? errorBody(status, `HTTP_${status}`) : body;
    checkFixture(call.method, call.path, status, payload);
    return new Response(payload === undefined ? null : JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });

  const client = createApiClient({ baseUrl: '/api', fetch, sleep: async () => {}, ...options });

  /** The calls made to `method path` (exact path). */
  const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

  return { on, fetch, calls, callsTo, client };
}
export type FakeApi = ReturnType<typeof createFakeApi>;

export const testConfig: ClientConfig = {
  environment: 'test',
  publicUrl: null,
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

/** The app services against the fake API; screens under test never reach the auth service unless given one. */
export const testServices = (api: FakeApi, overrides: Partial<AppServices> = {}): AppServices => ({
  api: api.client,
  auth: {} as AuthService,
  config: testConfig,
  version: 'test',
  ...overrides,
});

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** The providers the app wraps every screen in, around an already built router. */
export function renderRouter(
  router: AnyRouter,
  { services, queryClient }: { services: AppServices; queryClient: QueryClient },
) {
  // The notifications store is global: drop what earlier tests left in it.
  notifications.clean();
  notifications.cleanQueue();
  return render(
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
}

/** Renders one screen (or component) at `path`, the way the app shows it. */
export function renderScreen(
  ui: ReactElement,
  {
    api = createFakeApi(),
    path = '/',
    config = {},
  }: { api?: FakeApi; path?: string; config?: Partial<ClientConfig> } = {},
) {
  const queryClient = testQueryClient();
  // One route for every path: the screen stays mounted while the test reads where it navigated.
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  const services = testServices(api, { config: { ...testConfig, ...config } });
  return { ...renderRouter(router, { services, queryClient }), api, router, queryClient };
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

/** The signed-in user by role; a SUPERADMIN has no client, and `impersonating` adds the superadmin acting. */
export const aMeUser = (role: MeUser['role'], impersonating = false): MeUser => ({
  ...aUser({
    id: 'u1',
    role,
    client: role === 'SUPERADMIN' ? null : { id: 'c1', name: 'Radio Mitre', slug: 'mitre', logoUrl: null },
  }),
  impersonator: impersonating ? { id: 's1', email: 'root@antena.local', name: 'Root' } : null,
});

export const CLIENT_ID = '0b0e6a52-1d0c-4a8e-9f3e-2a8d5c0f0001';
export const STATION_ID = '0b0e6a52-1d0c-4a8e-9f3e-2a8d5c0f0101';
export const GROUP_ID = '0b0e6a52-1d0c-4a8e-9f3e-2a8d5c0f0201';

export const aClient = (overrides: Partial<PlatformClient> = {}): PlatformClient => ({
  id: CLIENT_ID,
  name: 'Radio Mitre',
  slug: 'radio-mitre',
  logoUrl: null,
  alertsInviteLink: null,
  retentionDays: 90,
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
  client: { id: CLIENT_ID, name: 'Radio Mitre', slug: 'radio-mitre', retentionDays: 90 },
  timezone: 'America/Argentina/Buenos_Aires',
  language: 'es',
  format: 'mp3',
  streams: [{ url: 'https://radio.example/mitre.mp3' }],
  streamUrl: 'https://radio.example/mitre.mp3',
  storageBytes: 0,
  captureFailure: null,
  stationGroup: null,
  auditReview: { matchThreshold: 0, mentionThreshold: 0 },
  ...overrides,
  featuresConfig: featuresConfigSchema.parse(featuresConfig),
});

/** A station as the calls of a client's users answer it (GET /stations, /stations/:id). */
export function aUserStation(overrides: Partial<Station> = {}, featuresConfig: FeaturesConfigInput = {}): Station {
  const { storageBytes: _bytes, streamUrl: _url, captureFailure: _failure, ...station } = aStation({}, featuresConfig);
  return { ...station, ...overrides };
}

/** GET /feature-flags: every flag of the contract, off unless given. */
export const featureFlagsAnswer = (flags: Partial<Record<FeatureFlag, boolean>> = {}) => ({
  flags: { ...Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, false])), ...flags } as Record<
    FeatureFlag,
    boolean
  >,
});
