import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorBody, reply } from '../../../test/app-kit';
import { page, startAudit } from '../audit-test-kit';
import { aMatch, aMention, aSchedule, CUSTOM_IDS, mentionsStation, NOW, SCHEDULES, station } from './schedule-test-kit';

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('audit schedule (issue 16)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("lists today's ad schedules with their tolerance and confirmation, each opening its detail", async () => {
    const { api } = startAudit('/audit/s/fm-2/schedule', [station], {
      [`GET ${CUSTOM_IDS}`]: { results: ['SPOT-COLA-30'] },
      [`GET ${SCHEDULES}`]: page([
        aSchedule({ matches: [aMatch()] }),
        aSchedule({
          id: '5d1b2c3d-0000-4000-8000-000000000002',
          datetime: Date.parse('2026-03-10T10:00:00Z'),
          toleranceConfig: {
            before: { value: 2, source: 'ENTRY' },
            after: { value: 5, source: 'INHERITED_FROM_CLIENT_CONFIG' },
          },
          matches: [
            aMatch({ confirmationType: 'OFF_TOLERANCE', diff: 12.5, datetime: Date.parse('2026-03-10T10:12:30Z') }),
          ],
        }),
        aSchedule({
          id: '5d1b2c3d-0000-4000-8000-000000000003',
          datetime: Date.parse('2026-03-10T09:00:00Z'),
          toleranceConfig: { before: { value: 0, source: 'ENTRY' }, after: { value: 10, source: 'ENTRY' } },
          advertiser: '',
        }),
        // Still within its window at 09:00 on the station's clock: it may yet air.
        aSchedule({ id: '5d1b2c3d-0000-4000-8000-000000000004', datetime: Date.parse('2026-03-10T12:30:00Z') }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Ad schedules' });
    expect(screen.getByRole('tab', { name: 'Ads', selected: true })).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(cellsOf(rows[0]!)).toEqual([
      '03/10/2026, 08:00:00 GMT-3',
      'SPOT-COLA-30',
      'Cola Co',
      'Summer',
      'V1',
      '−5 / +5 mininherited from the client configuration',
      'Matched at 08:01:30In tolerance · +1.5 min',
    ]);
    expect(within(rows[0]!).getByText('In tolerance · +1.5 min').closest('[class*="Badge"]')).toBeTruthy();
    expect(cellsOf(rows[1]!)[5]).toBe('−2 / +5 minafter inherited from the client configuration');
    expect(cellsOf(rows[1]!)[6]).toBe('Matched at 07:12:30Off tolerance · +12.5 min');
    expect(cellsOf(rows[2]!)[2]).toBe('-');
    expect(cellsOf(rows[2]!)[5]).toBe('−0 / +10 min');
    expect(cellsOf(rows[2]!)[6]).toBe('Not aired');
    expect(cellsOf(rows[3]!)[6]).toBe('Pending');

    const link = within(rows[0]!).getByRole('link', { name: /Open the schedule of SPOT-COLA-30 at/ });
    expect(link.getAttribute('href')).toBe('/audit/s/fm-2/schedule/spot/5d1b2c3d-0000-4000-8000-000000000001');

    const [call] = api.callsTo('GET', SCHEDULES);
    expect(Object.fromEntries(call!.query)).toEqual({
      type: 'SPOT',
      'datetime.gte': String(Date.parse('2026-03-10T03:00:00Z')),
      'datetime.lte': String(Date.parse('2026-03-11T03:00:00Z') - 1),
      contain: 'matches',
      sort: '-datetime',
      page: '1',
      pageSize: '50',
    });
    expect(screen.getByText('4 scheduled ads')).toBeTruthy();
  });

  it('filters by custom id and sorts by the server, keeping both in the URL', async () => {
    const { api, router } = startAudit('/audit/s/fm-2/schedule/spot', [station], {
      [`GET ${CUSTOM_IDS}`]: { results: ['SPOT-COLA-30', 'SPOT-B'] },
      [`GET ${SCHEDULES}`]: page([aSchedule()]),
    });
    await screen.findByRole('table', { name: 'Ad schedules' });
    const input = screen.getByRole('combobox', { name: 'Custom IDs' });
    // One of the custom ids scheduled on the station, suggested as the user types.
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'SPOT-' } });
    fireEvent.click(await screen.findByRole('option', { name: 'SPOT-B' }));
    await waitFor(() => expect(api.callsTo('GET', SCHEDULES).at(-1)?.query.get('customId')).toBe('SPOT-B'));
    expect(router.state.location.search).toEqual({ customId: 'SPOT-B' });

    fireEvent.click(screen.getByRole('button', { name: 'Custom ID' }));
    await waitFor(() => expect(api.callsTo('GET', SCHEDULES).at(-1)?.query.get('sort')).toBe('customId'));
    expect(router.state.location.search).toEqual({ customId: 'SPOT-B', sort: 'customId' });
  });

  it('says when the range has no ad schedules, and explains a failed load', async () => {
    const { unmount } = startAudit('/audit/s/fm-2/schedule/spot', [station], {
      [`GET ${CUSTOM_IDS}`]: { results: [] },
      [`GET ${SCHEDULES}`]: page([]),
    });
    expect(await screen.findByText('No ads scheduled in this range')).toBeTruthy();
    unmount();

    startAudit('/audit/s/fm-2/schedule/spot', [station], {
      [`GET ${CUSTOM_IDS}`]: { results: [] },
      [`GET ${SCHEDULES}`]: reply(403, { ...errorBody(403, 'ERR_FEATURE_NOT_ENABLED'), feature: 'audit' }),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The schedules could not be loaded')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("says 'Not enabled' on both mention tabs for a station without live mentions", async () => {
    const { router } = startAudit('/audit/s/fm-2/schedule/spot', [station], {
      [`GET ${CUSTOM_IDS}`]: { results: [] },
      [`GET ${SCHEDULES}`]: page([]),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Mentions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit/s/fm-2/schedule/pnt'));
    expect(await screen.findByText('Not enabled')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Mentions (index)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit/s/fm-2/schedule/pnt-index'));
    expect(await screen.findByText('Not enabled')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("lists a station's mention schedules, the script cut at 50 characters until 'Show more'", async () => {
    const { api } = startAudit('/audit/s/fm-2/schedule/pnt', [mentionsStation], {
      [`GET ${CUSTOM_IDS}`]: { results: [] },
      [`GET ${SCHEDULES}`]: page([aMention()]),
    });
    const table = await screen.findByRole('table', { name: 'Mention schedules' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(row!).slice(0, 4)).toEqual(['03/10/2026', 'PNT-BANK', 'Bank savings', '3']);
    const script = () => cellsOf(row!)[4];
    expect(script()).toBe('Open your savings account at the Bank today and ge… Show more');
    fireEvent.click(within(row!).getByRole('button', { name: 'Show more' }));
    expect(script()).toBe(`${aMention().dirtyText} Show less`);
    expect(within(row!).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    expect(
      within(row!).getByRole('link', { name: 'Open the mention PNT-BANK of 03/10/2026' }).getAttribute('href'),
    ).toBe('/audit/s/fm-2/schedule/mentions/6d1b2c3d-0000-4000-8000-000000000001');
    expect(api.callsTo('GET', SCHEDULES)[0]!.query.get('type')).toBe('MENTION');
  });
});
