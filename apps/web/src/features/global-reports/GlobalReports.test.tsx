import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../lib/i18n';
import { errorBody, reply } from '../../test/app-kit';
import { REPORTS, TZ, lastBody, reportStation, startGlobalReports } from './global-reports.test-helpers';

// 09:00 on 2026-03-10 in Buenos Aires (UTC-3).
const NOW = Date.parse('2026-03-10T12:00:00Z');
const dayStart = (day: string) => Date.parse(`${day}T03:00:00Z`);
const dayEnd = (day: string) => dayStart(day) + 24 * 3600_000 - 1;

const [fm1, fm2, fm3] = [reportStation(1), reportStation(2), reportStation(3)];
const withoutAudit = reportStation(4, {});
const stations = [fm1, fm2, fm3, withoutAudit];

/** The field a person types in (a multi-select also labels its list and its hidden value). */
const field = (label: string) => screen.getByLabelText(label, { selector: 'input:not([type=hidden])' });
const pick = async (label: string, option: string) => {
  fireEvent.click(field(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const show = () => fireEvent.click(screen.getByRole('button', { name: 'Show report' }));

const missing = (overrides: Record<string, unknown> = {}) => ({
  id: '5c1b2c3d-0000-4000-8000-000000000009',
  station: { id: fm2.id, name: fm2.name, slug: fm2.slug },
  customId: 'SPOT-NEW-15',
  datetime: Date.parse('2026-03-10T14:00:00Z'),
  advertiser: 'New Co',
  version: '',
  schedules: 1,
  ...overrides,
});

describe('global reports (spec 03 "Global reports")', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await i18n.changeLanguage('en');
  });

  it("lists today's schedules without audio over every station, and asks again for the chosen stations and grouping", async () => {
    const { api } = startGlobalReports('/audit/global-reports/missing-audios', stations, {
      [`POST ${REPORTS}/missing-audios`]: ({ body }) => ({
        results: [missing((body as { groupBy: string }).groupBy === 'none' ? {} : { schedules: 3 })],
      }),
    });
    const table = await screen.findByRole('table', { name: 'Scheduled custom IDs without audio' });
    expect(lastBody(api, 'missing-audios')).toEqual({
      from: dayStart('2026-03-10'),
      to: dayEnd('2026-03-10'),
      groupBy: 'none',
      stationsIds: [],
      options: { timezone: TZ },
    });
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['SPOT-NEW-15', '03/10/2026, 11:00:00 GMT-3', 'New Co', '-', 'View schedule']);
    expect(
      within(table)
        .getByRole('link', { name: /Open the schedule of SPOT-NEW-15/ })
        .getAttribute('href'),
    ).toBe('/audit/s/fm-2/schedule/spot/5c1b2c3d-0000-4000-8000-000000000009');
    expect(screen.getByText(/The audios of these custom IDs are not loaded/)).toBeTruthy();
    // Only stations with audit are offered.
    fireEvent.click(field('Stations'));
    expect(screen.queryByRole('option', { name: 'FM 4' })).toBeNull();

    await pick('Stations', 'FM 2');
    fireEvent.click(field('Group by'));
    fireEvent.click(await screen.findByRole('option', { name: 'Custom ID and station' }));
    show();
    await waitFor(() =>
      expect(lastBody(api, 'missing-audios')).toMatchObject({ stationsIds: [fm2.id], groupBy: 'custom_id,station_id' }),
    );
    expect(await screen.findByRole('columnheader', { name: 'Station' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Schedules' })).toBeTruthy();

    // Every station chosen is the same as none: all of them.
    await pick('Stations', 'FM 1');
    await pick('Stations', 'FM 3');
    show();
    await waitFor(() => expect(lastBody(api, 'missing-audios')).toMatchObject({ stationsIds: [] }));
  });

  it('downloads the report with the format and timezone, and says when the file could not be made', async () => {
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let failFile = false;
    const { api } = startGlobalReports('/audit/global-reports/missing-audios', stations, {
      [`POST ${REPORTS}/missing-audios`]: ({ body }) => {
        const format = (body as { options?: { format?: string } }).options?.format;
        if (!format) return { results: [] };
        if (failFile) return reply(500, errorBody(500, 'ERR_INTERNAL'));
        return new Response('station,customId\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="missing-audios-2026-03-10.csv"',
          },
        });
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    try {
      expect(await screen.findByText('Every scheduled custom ID has its audio')).toBeTruthy();
      await pick('Stations', 'FM 3');
      fireEvent.click(screen.getByRole('button', { name: 'Download' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
      await waitFor(() => expect(saved).toEqual(['missing-audios-2026-03-10.csv']));
      expect(lastBody(api, 'missing-audios')).toEqual({
        from: dayStart('2026-03-10'),
        to: dayEnd('2026-03-10'),
        groupBy: 'none',
        stationsIds: [fm3.id],
        options: { format: 'csv', timezone: TZ },
      });

      failFile = true;
      fireEvent.click(screen.getByRole('button', { name: 'Download' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
      expect(await screen.findByText('Could not download the report')).toBeTruthy();
      expect(lastBody(api, 'missing-audios')).toMatchObject({ options: { format: 'xls', timezone: TZ } });
      expect(saved).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
      click.mockRestore();
    }
  });

  it('looks for audios without matches in the same range by default, and in a range of their own when unchecked', async () => {
    const audio = (n: number, customId: string) => ({
      id: `8b1b2c3d-0000-4000-8000-00000000000${n}`,
      customId,
      title: null,
      duration: 30_000,
      createdAt: '2026-03-09T13:00:05Z',
      station: { id: fm2.id, name: fm2.name, slug: fm2.slug },
    });
    const { api } = startGlobalReports('/audit/global-reports/no-matches', stations, {
      [`POST ${REPORTS}/audios-no-matches`]: {
        results: [{ audio: audio(1, 'SPOT-BANK-20'), sameMd5MatchedAudio: audio(2, 'SPOT-BANK-20-B') }],
      },
    });
    const table = await screen.findByRole('table', { name: 'Audios without matches' });
    expect(within(table).getByText('SPOT-BANK-20-B (FM 2)')).toBeTruthy();
    expect(within(table).getByText('30 s')).toBeTruthy();
    expect(lastBody(api, 'audios-no-matches')).toEqual({
      audioRange: { from: dayStart('2026-03-04'), to: dayEnd('2026-03-10') },
      stationsIds: [],
      options: { timezone: TZ },
    });
    const same = screen.getByRole('checkbox', { name: /Same range for the matches/ });
    expect((same as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Matches from').hasAttribute('disabled')).toBe(true);

    fireEvent.click(same);
    await waitFor(() => expect(screen.getByLabelText('Matches from').hasAttribute('disabled')).toBe(false));
    fireEvent.change(screen.getByLabelText('Matches from'), { target: { value: '03/09/2026' } });
    show();
    await waitFor(() =>
      expect(lastBody(api, 'audios-no-matches')).toMatchObject({
        audioRange: { from: dayStart('2026-03-04'), to: dayEnd('2026-03-10') },
        matchRange: { from: dayStart('2026-03-09'), to: dayEnd('2026-03-10') },
      }),
    );
  });

  it('lists schedules without matches, with those without audio only when asked, in Spanish too', async () => {
    await i18n.changeLanguage('es');
    const schedule = {
      id: '5c1b2c3d-0000-4000-8000-000000000001',
      station: { id: fm1.id, name: fm1.name, slug: fm1.slug },
      customId: 'SPOT-COLA-30',
      datetime: Date.parse('2026-03-10T12:30:00Z'),
      advertiser: 'Cola',
      campaign: 'Summer',
      version: 'A',
      hasAudio: false,
    };
    let answer: unknown = reply(500, errorBody(500, 'ERR_INTERNAL'));
    const { api } = startGlobalReports('/audit/global-reports/schedules-no-matches', stations, {
      [`POST ${REPORTS}/schedules-no-matches`]: () => answer,
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se pudo cargar el reporte')).toBeTruthy();
    expect(lastBody(api, 'schedules-no-matches')).toEqual({
      from: dayStart('2026-03-10'),
      to: dayEnd('2026-03-10'),
      stationsIds: [],
      includeMissingAudio: false,
      options: { timezone: TZ },
    });

    answer = { results: [schedule], total: 2 };
    fireEvent.click(screen.getByRole('checkbox', { name: /Incluir pautas sin audio/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Ver reporte' }));
    const table = await screen.findByRole('table', { name: 'Pautas sin matches' });
    expect(lastBody(api, 'schedules-no-matches')).toMatchObject({ includeMissingAudio: true });
    expect(within(table).getByText('Sin audio')).toBeTruthy();
    expect(
      within(table)
        .getByRole('link', { name: /Abrir la pauta de SPOT-COLA-30/ })
        .getAttribute('href'),
    ).toBe(`/audit/s/fm-1/schedule/spot/${schedule.id}`);
    expect(screen.getByText(/Se muestran 1 de 2 pautas/)).toBeTruthy();
  });

  it("reads the range on the user's timezone setting, once it has arrived", async () => {
    const { api } = startGlobalReports('/audit/global-reports/missing-audios', stations, {
      'GET /users/me/settings': { timezone: 'Europe/Madrid' },
      [`POST ${REPORTS}/missing-audios`]: { results: [] },
    });
    expect(await screen.findByText('Every scheduled custom ID has its audio')).toBeTruthy();
    expect(api.callsTo('POST', `${REPORTS}/missing-audios`).map((call) => call.body)).toEqual([
      {
        from: Date.parse('2026-03-09T23:00:00Z'),
        to: Date.parse('2026-03-10T23:00:00Z') - 1,
        groupBy: 'none',
        stationsIds: [],
        options: { timezone: 'Europe/Madrid' },
      },
    ]);
  });
});
