/** Starts the app's audit routes against a fake API, with audit fixtures the contract accepts. */
import type { AuditAudio, AuditResult, FeaturesConfigInput, Station } from '@antena/contract';
import { aMeUser, aUserStation, createFakeApi, featureFlagsAnswer, type Answer } from '../../test/app-kit';
import { startAppRoutes } from '../../test/app-routes-kit';
import { auditRoutes } from '../../routes/audit.routes';
import { loggerRoutes } from '../../routes/logger.routes';

export const TZ = 'America/Argentina/Buenos_Aires';

export const auditStation = (
  slug: string,
  featuresConfig: FeaturesConfigInput = { audit: { enabled: true } },
  id = `0b0e6a52-1d0c-4a8e-9f3e-${slug === 'fm-2' ? '000000000002' : '000000000001'}`,
): Station => aUserStation({ id, slug, name: slug.toUpperCase(), timezone: TZ }, featuresConfig);

export const aResult = (overrides: Partial<AuditResult> = {}): AuditResult => ({
  id: '7a1b2c3d-0000-4000-8000-000000000001',
  datetime: Date.parse('2026-03-10T12:15:30Z'),
  customId: 'SPOT-COLA-30',
  title: 'Cola summer',
  duration: 30_000,
  playedDuration: 29_500,
  score: 97.5,
  source: 'AUTO',
  review: 'AUTO',
  waitsForReview: false,
  ...overrides,
});

export const anAudio = (overrides: Partial<AuditAudio> = {}): AuditAudio => ({
  id: '8b1b2c3d-0000-4000-8000-000000000001',
  customId: 'SPOT-COLA-30',
  filename: 'spot-cola-30.mp3',
  title: 'Cola summer',
  duration: 30_000,
  md5: 'd41d8cd98f00b204e9800998ecf8427e',
  createdAt: '2026-03-10T13:00:05Z',
  updatedAt: '2026-03-10T13:00:05Z',
  stationId: '0b0e6a52-1d0c-4a8e-9f3e-000000000002',
  stationsGroupId: null,
  station: { id: '0b0e6a52-1d0c-4a8e-9f3e-000000000002', slug: 'fm-2', name: 'FM-2' },
  stationsGroup: null,
  ...overrides,
});

export const page = <T,>(results: T[], totalCount = results.length) => ({
  results,
  metadata: { totalCount },
  pagesCount: Math.max(1, Math.ceil(totalCount / 50)),
});

export function startAudit(path: string, stations: Station[], answers: Record<string, Answer> = {}) {
  const api = createFakeApi({
    'GET /auth/me/user': aMeUser('CLIENT_USER'),
    'GET /stations': stations,
    'GET /feature-flags': featureFlagsAnswer(),
    'GET /users/me/settings': { timezone: 'UTC' },
    'GET /v2/stations/:id/audit/results': page([]),
    'GET /v2/stations/:id/audit/audios': page([]),
    ...answers,
  });
  return startAppRoutes([...loggerRoutes, ...auditRoutes], api, path);
}
