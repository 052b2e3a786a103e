import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorBody, reply } from '../../test/app-kit';
import { aResult, auditStation, page, startAudit } from './audit-test-kit';

const station = auditStation('fm-2');
const RESULTS = '/v2/stations/0b0e6a52-1d0c-4a8e-9f3e-000000000002/audit/results';
// 12:00 UTC is 09:00 on the station's clock (UTC-3): its today is 2026-03-10.
const NOW = Date.parse('2026-03-10T12:00:00Z');

describe('audit matches (spec 03 section 2)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("lists today's custom ad matches on the station's clock, each linked to the logger", async () => {
    const { api } = startAudit('/audit/s/fm-2/matches/spot', [station], {
      [`GET ${RESULTS}`]: page([
        aResult(),
        aResult({
          id: '7a1b2c3d-0000-4000-8000-000000000002',
          customId: 'SPOT-B',
          title: null,
          source: 'MANUAL',
          score: 100,
        }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Custom ad matches' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(first).toEqual([
      '03/10/2026, 09:15:30 GMT-3',
      'SPOT-COLA-30',
      'Cola summer',
      '30 s',
      '29.5 s',
      '97.5',
      'Automatic',
      '',
    ]);
    expect(within(rows[1]!).getByText('Manual')).toBeTruthy();
    expect(
      screen.getByRole('columnheader', { name: /Date and time \(America\/Argentina\/Buenos_Aires\)/ }),
    ).toBeTruthy();

    const link = within(rows[0]!).getByRole('link', { name: /Open SPOT-COLA-30 at/ });
    expect(link.getAttribute('href')).toBe(
      `/logger/s/fm-2?cursor=${Date.parse('2026-03-10T12:15:30Z')}&tab=audiomatches`,
    );

    const [call] = api.callsTo('GET', RESULTS);
    expect(Object.fromEntries(call!.query)).toEqual({
      from: String(Date.parse('2026-03-10T03:00:00Z')),
      to: String(Date.parse('2026-03-11T03:00:00Z') - 1),
      sort: '-datetime',
      page: '1',
      pageSize: '50',
    });
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('03/10/2026');
  });

  // Issue 31 point 11: a clean copy scores about half; the figure says what it measures.
  it('says what a score measures where it shows', async () => {
    startAudit('/audit/s/fm-2/matches/spot', [station], { [`GET ${RESULTS}`]: page([aResult()]) });
    const table = await screen.findByRole('table', { name: 'Custom ad matches' });
    const score = await within(table).findByText('97.5');
    fireEvent.mouseEnter(score);
    expect(await screen.findByText(/not whether it aired/)).toBeTruthy();
  });

  it('asks the API for another sort, and another range, and keeps them in the URL', async () => {
    const { api, router } = startAudit('/audit/s/fm-2/matches/spot', [station], {
      [`GET ${RESULTS}`]: page([aResult()]),
    });
    await screen.findByRole('table', { name: 'Custom ad matches' });
    fireEvent.click(screen.getByRole('button', { name: 'Score' }));
    await waitFor(() => expect(api.callsTo('GET', RESULTS).at(-1)?.query.get('sort')).toBe('score'));
    expect(router.state.location.search).toEqual({ sort: 'score' });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '03/08/2026' } });
    await waitFor(() =>
      expect(api.callsTo('GET', RESULTS).at(-1)?.query.get('from')).toBe(String(Date.parse('2026-03-08T03:00:00Z'))),
    );
    expect(router.state.location.search).toEqual({ sort: 'score', from: '2026-03-08', to: '2026-03-10' });
  });

  it('says when the range has no matches, and explains a failed load by its code', async () => {
    const { unmount } = startAudit('/audit/s/fm-2/matches/spot', [station]);
    expect(await screen.findByText('No matches in this range')).toBeTruthy();
    unmount();

    startAudit('/audit/s/fm-2/matches/spot', [station], {
      [`GET ${RESULTS}`]: reply(403, {
        ...errorBody(403, 'ERR_FEATURE_NOT_ENABLED', 'Audit is not enabled'),
        feature: 'audit',
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The matches could not be loaded')).toBeTruthy();
    expect(
      within(alert).getByText('This feature is not enabled for this station. Contact us to enable Audit'),
    ).toBeTruthy();
  });

  it("says 'Not enabled' on MENTIONS and AD OVERLAYS for a station without them", async () => {
    const { router } = startAudit('/audit/s/fm-2/matches/spot', [station]);
    fireEvent.click(await screen.findByRole('tab', { name: 'Mentions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit/s/fm-2/matches/pnt'));
    expect(await screen.findByText('Not enabled')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Ad overlays' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit/s/fm-2/matches/adoverlay'));
    expect(await screen.findByText('Not enabled')).toBeTruthy();
    expect(screen.getByText(/Ad overlays are not enabled for this station/)).toBeTruthy();
  });

  it("lists the station's live mentions where it has them, and says overlays arrive with their feature", async () => {
    const featured = auditStation('fm-2', {
      audit: { enabled: true, liveMentionsEnabled: true },
      videoAnalysis: { enabled: true, adOverlays: { enabled: true } },
    });
    startAudit('/audit/s/fm-2/matches/pnt', [featured], {
      [`GET /v2/stations/${featured.id}/audit/live-mentions/matches`]: page([]),
    });
    expect(await screen.findByText('No live mentions in this range')).toBeTruthy();
    expect(screen.queryByText('Not enabled')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Ad overlays' }));
    expect(await screen.findByText('Ad overlay matches arrive with ad overlays')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
