/** Renders the GIP report screens against a fake API, with report fixtures the contract accepts. */
import type { ReactElement } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AlternativeReportRow, GipReportRow, SavedReport, Station } from '@antena/contract';
import { aMeUser, aUserStation, createFakeApi, renderScreen, type Answer } from '../../../test/app-kit';

export const TZ = 'America/Argentina/Buenos_Aires';
export const FM1 = '0b0e6a52-1d0c-4a8e-9f3e-000000000001';
export const FM2 = '0b0e6a52-1d0c-4a8e-9f3e-000000000002';
export const FM3 = '0b0e6a52-1d0c-4a8e-9f3e-000000000003';

const station = (id: string, slug: string, audit = true): Station =>
  aUserStation({ id, slug, name: slug.toUpperCase(), timezone: TZ }, { audit: { enabled: audit } });

/** Two stations with audit and one without (never offered). */
export const STATIONS = [station(FM1, 'fm-1'), station(FM2, 'fm-2'), station(FM3, 'am-3', false)];

export const GIP = '/v2/audit/gip';

export const aGipRow = (overrides: Partial<GipReportRow> = {}): GipReportRow => ({
  matchId: '7a1b2c3d-0000-4000-8000-000000000001',
  scheduleId: '9a1b2c3d-0000-4000-8000-000000000001',
  stationId: FM1,
  stationName: 'FM-1',
  stationSlug: 'fm-1',
  timezone: TZ,
  datetime: Date.parse('2026-03-10T12:15:30Z'),
  scheduleDatetime: Date.parse('2026-03-10T12:15:00Z'),
  customId: 'SPOT-COLA-30',
  advertiser: 'Cola',
  campaign: 'Summer',
  version: 'A',
  duration: 30_000,
  playedDuration: 29_500,
  contract: 'C-77',
  order: 'ORD-1',
  confirmationType: 'DEFAULT',
  diffMinutes: 0,
  inTolerance: true,
  ...overrides,
});

export const anAlternativeRow = (overrides: Partial<AlternativeReportRow> = {}): AlternativeReportRow => ({
  matchId: '7a1b2c3d-0000-4000-8000-000000000001',
  stationId: FM1,
  stationName: 'FM-1',
  stationSlug: 'fm-1',
  timezone: TZ,
  datetime: Date.parse('2026-03-10T12:15:30Z'),
  customId: 'SPOT-COLA-30',
  advertiser: 'Cola',
  campaign: 'Summer',
  version: 'A',
  duration: 30_000,
  order: 'ORD-1',
  ...overrides,
});

export const aSavedReport = (overrides: Partial<SavedReport> = {}): SavedReport => ({
  id: '5e1b2c3d-0000-4000-8000-000000000001',
  name: 'Cola summer',
  type: 'AUDIT_GIP_STATUS',
  createdAt: '2026-03-10T13:00:00Z',
  createdById: '6f1c2a9e-0000-4000-8000-000000000001',
  createdBy: null,
  data: {
    config: {
      stationsIds: [],
      from: 0,
      to: 1,
      advertisers: [],
      campaigns: [],
      versions: [],
      customFields: {},
      customIds: [],
      orders: [],
      excludedMatches: [],
    },
    export: null,
  },
  ...overrides,
});

export function renderReport(ui: ReactElement, answers: Record<string, Answer> = {}) {
  const api = createFakeApi({
    'GET /auth/me/user': aMeUser('CLIENT_USER'),
    'GET /stations': STATIONS,
    // The user's timezone: the range's days are on its clock.
    'GET /users/me/settings': { timezone: TZ },
    [`GET ${GIP}/advertisers`]: { results: [] },
    [`GET ${GIP}/campaigns`]: { results: [] },
    [`GET ${GIP}/versions`]: { results: [] },
    [`GET ${GIP}/custom-fields`]: { results: [] },
    ...answers,
  });
  return renderScreen(ui, { api });
}

/** Picks `label` in the multi-select or select named `field`, once it is offered. */
export async function choose(field: string, label: string) {
  const input = screen.getByRole('combobox', { name: field });
  fireEvent.click(input);
  // Its own list: another select's may still be open.
  const list = await waitFor(() => {
    const element = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error(`${field} has no open list`);
    return element;
  });
  fireEvent.click(await within(list).findByRole('option', { name: label }));
}

export const lastQuery = (api: ReturnType<typeof createFakeApi>, method: string, path: string) =>
  Object.fromEntries(api.callsTo(method, path).at(-1)?.query ?? []);
