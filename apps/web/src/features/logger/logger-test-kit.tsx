/**
 * Test fixtures of the logger: station statuses, segments, and the app's protected layout with
 * the logger routes at a path (the real search-param validation and redirects).
 * Favourites use an in-memory IndexedDB (fake-indexeddb) in every test that imports this kit.
 */
import 'fake-indexeddb/auto';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import type { MeUser, SegmentSummary, StationStatus } from '@antena/contract';
import { SEGMENT_DURATION_MS } from '@antena/contract';
import { readAuthAs } from '../../lib/auth-as';
import type { AppServices } from '../../lib/app-services';
import {
  type Answer,
  type FakeApi,
  createFakeApi,
  renderRouter,
  testQueryClient,
  testServices,
  aUserStation,
  featureFlagsAnswer,
} from '../../test/app-kit';
import { appRoute, indexRoute } from '../../routes/app.route';
import { noStationsRoute } from '../../routes/auth.routes';
import { loggerRoutes } from '../../routes/logger.routes';
import { rootRoute } from '../../routes/root.route';

/** Back-to-back 30 s segments covering `from` .. `to` (epoch ms). */
export function segmentsBetween(from: number, to: number): SegmentSummary[] {
  const segments: SegmentSummary[] = [];
  for (let start = from; start < to; start += SEGMENT_DURATION_MS) {
    const endTs = Math.min(start + SEGMENT_DURATION_MS, to);
    segments.push({ id: `seg-${start}`, startTs: start, endTs, duration: endTs - start });
  }
  return segments;
}

const MINUTE = 60_000;

/** An on-air station that recorded the whole last hour. */
export function aStationStatus(overrides: Partial<StationStatus> = {}): StationStatus {
  const now = Date.now();
  const slug = overrides.slug ?? 'mitre-am';
  return {
    stationId: `id-${slug}`,
    slug,
    name: 'Mitre AM 790',
    logoUrl: null,
    client: { name: 'Radio Mitre', slug: 'mitre' },
    format: 'mp3',
    streamerBoxDeviceId: null,
    isOnline: true,
    lastSegmentEndTs: now,
    captureFailure: null,
    segments: segmentsBetween(now - 60 * MINUTE, now),
    ...overrides,
  };
}

export interface StartOptions {
  user: MeUser;
  statuses?: Answer;
  stations?: Answer;
}

/** The protected layout with the logger routes, at `path`. */
export function startLogger(path: string, { user, statuses = [], stations }: StartOptions) {
  const api = createFakeApi(
    {
      'GET /auth/me/user': user,
      'GET /stations': stations ?? [aUserStation()],
      'GET /feature-flags': featureFlagsAnswer(),
      'GET /users/me/settings': { timezone: 'America/Argentina/Buenos_Aires' },
      'GET /stations/status-all': statuses,
    },
    { getAuthAs: readAuthAs },
  );
  return renderLoggerAt(path, api);
}

/** The protected layout with the logger routes at `path`, on the fake API `api`. */
export function renderLoggerAt(path: string, api: FakeApi, services: Partial<AppServices> = {}) {
  const queryClient = testQueryClient();
  const routeTree = rootRoute.addChildren([noStationsRoute, appRoute.addChildren([indexRoute, ...loggerRoutes])]);
  const router = createRouter({
    routeTree,
    context: { api: api.client, auth: { getUser: async () => ({ expired: false }) }, queryClient } as never,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = renderRouter(router, { services: testServices(api, services), queryClient });
  return { ...view, api, router, queryClient };
}
