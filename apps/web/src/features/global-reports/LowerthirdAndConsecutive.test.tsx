import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lowerthirdResultSchema } from '@antena/contract';
import { REPORTS, TZ, lastBody, reportStation, startGlobalReports } from './global-reports.test-helpers';

// 09:00 on 2026-03-10 in Buenos Aires (UTC-3).
const NOW = Date.parse('2026-03-10T12:00:00Z');
const dayStart = (day: string) => Date.parse(`${day}T03:00:00Z`);
const dayEnd = (day: string) => dayStart(day) + 24 * 3600_000 - 1;

const field = (label: string) => screen.getByLabelText(label, { selector: 'input:not([type=hidden])' });
const pick = async (option: string) => {
  fireEvent.click(field('Stations'));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const showButton = () => screen.getByRole('button', { name: 'Show report' });

describe('global reports: consecutive schedules and lower thirds (spec 03 sections 5 and 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for 1 to 10 stations before showing back-to-back schedules, and refuses an 11th', async () => {
    const stations = Array.from({ length: 12 }, (_, index) => reportStation(index + 1));
    const { api } = startGlobalReports('/audit/global-reports/consecutive-schedules', stations, {
      [`POST ${REPORTS}/consecutive-schedules`]: {
        results: [
          {
            stationSlug: 'fm-2',
            stationName: 'FM 2',
            customId: 'SPOT-COLA-30',
            datetime: Date.parse('2026-03-10T12:00:00Z'),
            datetimeNext: Date.parse('2026-03-10T12:00:20Z'),
            audioDuration: 30_000,
            timezone: TZ,
          },
        ],
      },
    });
    expect(await screen.findByText('Choose from 1 to 10 stations, then show the report.')).toBeTruthy();
    expect(showButton().hasAttribute('disabled')).toBe(true);
    expect(api.callsTo('POST', `${REPORTS}/consecutive-schedules`)).toHaveLength(0);

    await pick('FM 2');
    await pick('FM 5');
    fireEvent.click(showButton());
    const table = await screen.findByRole('table', { name: 'Consecutive schedules' });
    // Every station the caller chose, even all of them, is named: this report needs a choice.
    expect(lastBody(api, 'consecutive-schedules')).toEqual({
      from: dayStart('2026-03-10'),
      to: dayEnd('2026-03-10'),
      stationsIds: [stations[1]!.id, stations[4]!.id],
      options: { timezone: TZ },
    });
    expect(
      within(within(table).getAllByRole('row')[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['FM 2', 'SPOT-COLA-30', '03/10/2026, 09:00:00 GMT-3', '03/10/2026, 09:00:20 GMT-3', '30 s']);

    for (const n of [1, 3, 4, 6, 7, 8, 9, 10]) await pick(`FM ${n}`);
    expect(screen.queryByText(/At most 10 stations/)).toBeNull();
    expect(showButton().hasAttribute('disabled')).toBe(false);
    await pick('FM 11');
    expect(screen.getByText('At most 10 stations: remove some to show the report.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show report' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Download' }).hasAttribute('disabled')).toBe(true);
  });

  it("offers only stations that read lower thirds, over the station's day up to now, and says plainly when they are not available yet", async () => {
    const lowerThird = { videoAnalysis: { enabled: true, lowerThird: { enabled: true } } };
    const fm5 = reportStation(5, { audit: { enabled: true }, ...lowerThird });
    const fm6 = reportStation(6, lowerThird);
    const withoutAnalysis = reportStation(7, { videoAnalysis: { enabled: false, lowerThird: { enabled: true } } });
    let answer = lowerthirdResultSchema.parse({ results: [], available: false });
    const { api } = startGlobalReports(
      '/audit/global-reports/lowerthird',
      [reportStation(1), fm5, fm6, withoutAnalysis],
      { [`POST ${REPORTS}/lowerthird`]: () => answer },
    );
    expect(
      await screen.findByText('Lower thirds come from video analysis, which is not yet available for FM 5.'),
    ).toBeTruthy();
    expect(lastBody(api, 'lowerthird')).toEqual({
      from: dayStart('2026-03-10'),
      to: NOW,
      stationId: fm5.id,
      options: { timezone: TZ },
    });
    fireEvent.click(field('Station'));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['FM 5', 'FM 6']);
    fireEvent.click(screen.getByRole('option', { name: 'FM 6' }));

    answer = lowerthirdResultSchema.parse({
      results: [
        { from: Date.parse('2026-03-10T11:00:00Z'), to: Date.parse('2026-03-10T11:00:12.500Z'), text: 'Breaking news' },
      ],
      available: true,
    });
    fireEvent.click(showButton());
    const table = await screen.findByRole('table', { name: 'Lower thirds' });
    expect(lastBody(api, 'lowerthird')).toMatchObject({ stationId: fm6.id });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Breaking news')).toBeTruthy();
    expect(within(row).getByText('12.5 s')).toBeTruthy();
    const link = within(row).getByRole('link', { name: /Open "Breaking news" at 03\/10\/2026, 08:00:00/ });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/logger/s/fm-6');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      cursor: String(Date.parse('2026-03-10T11:00:00Z')),
      length: '13',
      tab: 'lowerthird',
    });
  });

  it('says when no station reads lower thirds', async () => {
    const { api } = startGlobalReports('/audit/global-reports/lowerthird', [reportStation(1)]);
    expect(await screen.findByText('None of your stations reads lower thirds')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST', `${REPORTS}/lowerthird`)).toHaveLength(0));
  });
});
