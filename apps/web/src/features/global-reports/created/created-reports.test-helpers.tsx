/**
 * Test kit of the created reports screens: saved reports as the API answers them, and a render
 * of a screen with the signed-in user already known (the protected layout loads it in the app).
 */
import type { ReactElement } from 'react';
import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import type { MeUser, ReportExport, SavedReport } from '@antena/contract';
import { meUserQueryOptions } from '../../auth/auth.api';
import {
  aMeUser,
  createFakeApi,
  renderRouter,
  STATION_ID,
  testQueryClient,
  testServices,
  type Answer,
  type FakeApi,
} from '../../../test/app-kit';

export const REPORT_ID = '7a1d3c52-1d0c-4a8e-9f3e-2a8d5c0f0301';
export const OTHER_USER_ID = '7a1d3c52-1d0c-4a8e-9f3e-2a8d5c0f0999';

/** The signed-in user: aMeUser's with a uuid, as report creators are compared by id. */
export const me = (role: MeUser['role'] = 'CLIENT_USER'): MeUser => ({
  ...aMeUser(role),
  id: '7a1d3c52-1d0c-4a8e-9f3e-2a8d5c0f0001',
});

export const aSavedReport = (overrides: Partial<SavedReport> = {}, reportExport: ReportExport | null = null) =>
  ({
    id: REPORT_ID,
    name: 'Campaña verano',
    type: 'AUDIT_GIP_STATUS',
    createdAt: '2026-11-20T15:30:00.000Z',
    createdById: me().id,
    createdBy: { id: me().id, email: 'ana@radio.com', name: 'Ana Pérez' },
    data: {
      config: {
        stationsIds: [STATION_ID],
        from: Date.UTC(2026, 9, 1),
        to: Date.UTC(2026, 10, 1),
        advertisers: ['Coca-Cola'],
        campaigns: [],
        versions: [],
        customFields: { numorden: '123' },
        customIds: [],
        orders: ['A-1'],
        excludedMatches: [],
      },
      export: reportExport,
    },
    ...overrides,
  }) satisfies SavedReport;

export const anExport = (overrides: Partial<ReportExport> = {}): ReportExport => ({
  status: 'WAITING',
  progress: 0,
  options: {
    audioMatchIncludeBefore: 30,
    audioMatchIncludeAfter: 15,
    excludeVersion: true,
    publicLink: false,
    pathFormat: { formatId: 'agency', formatCustomText: 'ACME' },
  },
  error: null,
  airings: null,
  startedAt: '2026-11-20T16:00:00.000Z',
  finishedAt: null,
  publicUrl: null,
  ...overrides,
});

/** Renders `ui` at `path` as the signed-in `user`, against a fake API with `answers`. */
export function renderCreatedReports(
  ui: ReactElement,
  { user = me(), answers = {}, path = '/' }: { user?: MeUser; answers?: Record<string, Answer>; path?: string } = {},
) {
  const api: FakeApi = createFakeApi({
    'GET /users/me/settings': { timezone: 'UTC' },
    'GET /stations': [],
    ...answers,
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(meUserQueryOptions(api.client).queryKey, user);
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  return { ...renderRouter(router, { services: testServices(api), queryClient }), api, router, queryClient };
}
