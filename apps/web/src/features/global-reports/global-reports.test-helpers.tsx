/** Starts the app's audit and global reports routes against a fake API, with stations the contract accepts. */
import type { FeaturesConfigInput, Station } from '@antena/contract';
import { aMeUser, aUserStation, createFakeApi, featureFlagsAnswer, type Answer } from '../../test/app-kit';
import { startAppRoutes } from '../../test/app-routes-kit';
import { auditRoutes } from '../../routes/audit.routes';
import { globalReportsRoutes } from '../../routes/global-reports.routes';
import { loggerRoutes } from '../../routes/logger.routes';

export const TZ = 'America/Argentina/Buenos_Aires';

/** A station with audit (unless told otherwise); ids end in its number, e.g. fm-12 → ...000000000012. */
export const reportStation = (n: number, featuresConfig: FeaturesConfigInput = { audit: { enabled: true } }): Station =>
  aUserStation(
    {
      id: `0b0e6a52-1d0c-4a8e-9f3e-${String(n).padStart(12, '0')}`,
      slug: `fm-${n}`,
      name: `FM ${n}`,
      timezone: TZ,
    },
    featuresConfig,
  );

export const REPORTS = '/v2/audit/reports';

export function startGlobalReports(path: string, stations: Station[], answers: Record<string, Answer> = {}) {
  const api = createFakeApi({
    'GET /auth/me/user': aMeUser('CLIENT_USER'),
    'GET /stations': stations,
    'GET /feature-flags': featureFlagsAnswer(),
    'GET /users/me/settings': { timezone: TZ },
    'GET /v2/stations/:id/audit/results': { results: [], metadata: { totalCount: 0 }, pagesCount: 1 },
    ...answers,
  });
  return startAppRoutes([...loggerRoutes, ...auditRoutes, ...globalReportsRoutes], api, path);
}

/** The body of the last POST to a report. */
export const lastBody = (api: ReturnType<typeof startGlobalReports>['api'], report: string) =>
  api.callsTo('POST', `${REPORTS}/${report}`).at(-1)?.body as Record<string, unknown> | undefined;
