/** Starts the app's fragment routes against a fake API, with fragment fixtures the contract accepts. */
import type { FeaturesConfigInput, Fragment, MeUser, Station } from '@antena/contract';
import { aMeUser, aUserStation, createFakeApi, featureFlagsAnswer, type Answer } from '../../test/app-kit';
import { startAppRoutes } from '../../test/app-routes-kit';
import { fragmentsRoutes } from '../../routes/fragments.routes';
import { loggerRoutes } from '../../routes/logger.routes';

export const TZ = 'America/Argentina/Buenos_Aires';
export const FM1_ID = '0b0e6a52-1d0c-4a8e-9f3e-000000000001';
export const FM2_ID = '0b0e6a52-1d0c-4a8e-9f3e-000000000002';
export const FRAGMENT_ID = '7a1b2c3d-0000-4000-8000-00000000f001';
export const USER_ID = '6f1c2a9e-0000-4000-8000-000000000001';

export const aFragmentsStation = (
  slug: string,
  overrides: Partial<Station> = {},
  featuresConfig: FeaturesConfigInput = {},
): Station =>
  aUserStation(
    { id: slug === 'fm-2' ? FM2_ID : FM1_ID, slug, name: slug.toUpperCase(), timezone: TZ, ...overrides },
    featuresConfig,
  );

const FROM = Date.parse('2026-03-10T12:00:00Z');

export const aFragment = (overrides: Partial<Fragment> = {}): Fragment => ({
  id: FRAGMENT_ID,
  type: 'DEFAULT_FRAGMENT',
  stationId: FM1_ID,
  title: 'Morning interview',
  description: 'The minister on the budget',
  tags: ['politics', 'budget'],
  from: FROM,
  to: FROM + 120_000,
  duration: 120_000,
  gaps: [],
  chunks: [
    {
      from: FROM,
      to: FROM + 120_000,
      duration: 120_000,
      label: null,
      color: null,
      highlights: [],
      segments: [{ from: FROM, to: FROM + 120_000 }],
    },
  ],
  doExternalExport: false,
  createdAt: '2026-03-10T12:05:00Z',
  createdBy: { id: USER_ID, name: 'Ana Pérez', email: 'ana@radio.com' },
  media: { status: 'READY', error: null, types: ['AUDIO'] },
  externalExport: { status: 'NONE', completedAt: null, filename: null, error: null },
  transcription: null,
  platformUpload: {},
  audiogramGeneration: null,
  audiogramExport: { platforms: {} },
  ...overrides,
});

export const fragmentsPage = (results: Fragment[], totalCount = results.length) => ({
  results,
  metadata: { totalCount },
  pagesCount: Math.max(1, Math.ceil(totalCount / 50)),
});

export const downloadUrl = (mediaType: string) => ({
  url: `https://storage.test/fragments/${FRAGMENT_ID}/${mediaType.toLowerCase()}?sig=1`,
  expiresAt: '2026-03-10T13:00:00Z',
});

export function startFragments(
  path: string,
  stations: Station[],
  answers: Record<string, Answer> = {},
  user: MeUser = aMeUser('CLIENT_USER'),
  flags: Parameters<typeof featureFlagsAnswer>[0] = {},
) {
  const api = createFakeApi({
    'GET /auth/me/user': user,
    'GET /stations': stations,
    'GET /feature-flags': featureFlagsAnswer(flags),
    'GET /users/me/settings': { timezone: 'UTC' },
    'GET /stations/:id/fragments': fragmentsPage([]),
    'GET /segments/stations/:id/segments': [],
    'GET /fragments/:id/download-url': (call) => downloadUrl(call.query.get('mediaType') ?? 'AUDIO'),
    ...answers,
  });
  return startAppRoutes([...loggerRoutes, ...fragmentsRoutes], api, path);
}
