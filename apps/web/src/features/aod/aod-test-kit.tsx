/** Starts the app's audit and AOD routes against a fake API, with AOD fixtures the contract accepts. */
import type { AodRule, AodRun, AuditConfig, FeatureFlag, MeUser } from '@antena/contract';
import { aMeUser, createFakeApi, featureFlagsAnswer, type Answer } from '../../test/app-kit';
import { startAppRoutes } from '../../test/app-routes-kit';
import { aodRoutes } from '../../routes/aod.routes';
import { auditRoutes } from '../../routes/audit.routes';
import { auditStation } from '../audit/audit-test-kit';

export const RULE_ID = '5a0d0c1e-0000-4000-8000-000000000001';
export const RUN_ID = '5a0d0c1e-0000-4000-8000-000000000101';
export const REPORT_ID = '5a0d0c1e-0000-4000-8000-000000000201';
export const CLIENT = '5a0d0c1e-0000-4000-8000-0000000000c1';

export const aRule = (overrides: Partial<AodRule> = {}): AodRule => ({
  id: RULE_ID,
  clientId: CLIENT,
  name: 'Cola orders',
  reportType: 'AUDIT_GIP_STATUS',
  trigger: 'ORDER_END',
  active: true,
  createdAt: '2026-11-20T12:00:00Z',
  updatedAt: '2026-11-20T12:00:00Z',
  reportConfig: {
    stationsIds: [],
    advertisers: [],
    campaigns: [],
    versions: [],
    customFields: {},
    customIds: [],
    orders: ['ORD-7'],
    excludedMatches: [],
  },
  exportOptions: {
    audioMatchIncludeBefore: 60,
    audioMatchIncludeAfter: 60,
    excludeVersion: false,
    publicLink: false,
    pathFormat: { formatId: 'station-date' },
  },
  exportConditions: { minEfficiency: 0.9 },
  ...overrides,
});

export const aRun = (overrides: Partial<AodRun> = {}): AodRun => ({
  id: RUN_ID,
  datetime: '2026-11-21T03:00:00Z',
  type: 'ORDER_END',
  status: 'COMPLETED_WITH_EXPORT',
  statusComment: 'Efficiency 95.00 %, minimum 90 %',
  statusDetail: { code: 'EXPORTED', efficiency: 0.95, minEfficiency: 0.9 },
  description: null,
  reportId: REPORT_ID,
  ruleId: RULE_ID,
  rule: { id: RULE_ID, name: 'Cola orders' },
  ...overrides,
});

export const crudPage = <T,>(data: T[], total = data.length) => ({
  data,
  total,
  page: 1,
  pageCount: Math.max(1, Math.ceil(total / 50)),
  count: data.length,
});

export const anAuditConfig = (): AuditConfig => ({
  excludedCustomIds: [],
  tolerance: { before: 5, after: 5 },
  evidenceExport: {
    pathFormats: [
      { id: 'station-date', label: 'Station / date', default: true, pattern: '{station}/{date}/{customId}' },
      { id: 'custom', label: 'Custom folder', default: false, pattern: '{customText}/{station}' },
    ],
  },
});

export interface StartAodOptions {
  user?: MeUser;
  flags?: Partial<Record<FeatureFlag, boolean>>;
  answers?: Record<string, Answer>;
}

/** The app's audit routes with the AOD ones, as app/router.tsx assembles them. */
export function startAod(path: string, { user = aMeUser('CLIENT_ADMIN'), flags, answers = {} }: StartAodOptions = {}) {
  const api = createFakeApi({
    'GET /auth/me/user': user,
    'GET /stations': [auditStation('fm-2')],
    'GET /feature-flags': featureFlagsAnswer(flags ?? { app__audit_aod_enabled: true }),
    'GET /users/me/settings': { timezone: 'UTC' },
    'GET /v2/stations/:id/audit/results': { results: [], metadata: { totalCount: 0 }, pagesCount: 1 },
    'GET /v2/audit/config': anAuditConfig(),
    'GET /aod-rules': crudPage([aRule()]),
    'GET /aod-rules/:id': aRule(),
    'GET /aod-runs': crudPage([aRun()]),
    'GET /aod-runs/:id': aRun(),
    ...answers,
  });
  return startAppRoutes([...auditRoutes, ...aodRoutes], api, path);
}
