import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../lib/i18n';
import { errorBody, reply } from '../../../test/app-kit';
import { GipReportScreen } from './GipReportScreen';
import { aGipRow, aSavedReport, choose, FM1, FM2, GIP, lastQuery, renderReport } from './reports.test-helpers';

// 09:00 on 2026-03-10 in Buenos Aires (UTC-3), the user's timezone.
const NOW = Date.parse('2026-03-10T12:00:00Z');
const dayStart = (day: string) => Date.parse(`${day}T03:00:00Z`);
const dayEnd = (day: string) => dayStart(day) + 24 * 3600_000 - 1;

const summary = { schedules: 2, confirmed: 1, offTolerance: 1, efficiency: 0.5 };
const late = aGipRow({
  matchId: '7a1b2c3d-0000-4000-8000-000000000002',
  scheduleId: '9a1b2c3d-0000-4000-8000-000000000002',
  stationId: FM2,
  stationName: 'FM-2',
  stationSlug: 'fm-2',
  datetime: Date.parse('2026-03-10T13:40:00Z'),
  confirmationType: 'OFF_TOLERANCE',
  diffMinutes: 25,
  inTolerance: false,
  contract: '',
  order: null,
});
const previewAnswer = { rows: [aGipRow(), late], total: 2, summary, missingAudioCustomIds: [] };

const previewButton = () => screen.getByRole('button', { name: 'Preview' });
const combobox = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;

describe('GIP report screen (spec 03 "GIP report screen")', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('offers advertisers once stations are chosen, campaigns once advertisers are, versions once campaigns are', async () => {
    const { api } = renderReport(<GipReportScreen />, {
      [`GET ${GIP}/advertisers`]: { results: ['Cola', 'Bank'] },
      [`GET ${GIP}/campaigns`]: { results: ['Summer'] },
      [`GET ${GIP}/versions`]: { results: ['A', 'B'] },
    });
    await screen.findByRole('form', { name: 'Report filters' });
    expect(combobox('Advertisers').disabled).toBe(true);
    expect(combobox('Campaigns').disabled).toBe(true);
    expect(combobox('Versions').disabled).toBe(true);
    // Stations without audit are not offered.
    fireEvent.click(combobox('Stations'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['FM-1', 'FM-2']);

    await choose('Stations', 'FM-1');
    await waitFor(() => expect(combobox('Advertisers').disabled).toBe(false));
    // spec 03 section 9: three months back to the end of today.
    await waitFor(() =>
      expect(lastQuery(api, 'GET', `${GIP}/advertisers`)).toEqual({
        stations: FM1,
        from: String(dayStart('2025-12-10')),
        to: String(dayEnd('2026-03-10')),
      }),
    );
    expect(combobox('Campaigns').disabled).toBe(true);

    await choose('Advertisers', 'Cola');
    await waitFor(() => expect(combobox('Campaigns').disabled).toBe(false));
    await waitFor(() => expect(lastQuery(api, 'GET', `${GIP}/campaigns`).advertisers).toBe('Cola'));
    await choose('Campaigns', 'Summer');
    await waitFor(() => expect(combobox('Versions').disabled).toBe(false));
    await waitFor(() =>
      expect(lastQuery(api, 'GET', `${GIP}/versions`)).toMatchObject({ advertisers: 'Cola', campaigns: 'Summer' }),
    );

    // Every station chosen is sent as none (spec 03 section 5).
    fireEvent.click(screen.getByRole('button', { name: 'All stations' }));
    await waitFor(() => expect(lastQuery(api, 'GET', `${GIP}/advertisers`).stations).toBe(''));
    expect(lastQuery(api, 'GET', `${GIP}/custom-fields`).stations).toBe('');
  });

  it('never covers days after today: a later day typed in To stops at the end of today', async () => {
    const { api } = renderReport(<GipReportScreen />, { [`POST ${GIP}/status-report/preview`]: previewAnswer });
    await screen.findByRole('form', { name: 'Report filters' });
    await choose('Stations', 'FM-2');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '04/20/2026' } });
    fireEvent.click(previewButton());
    await waitFor(() => expect(api.callsTo('POST', `${GIP}/status-report/preview`)).toHaveLength(1));
    const body = api.callsTo('POST', `${GIP}/status-report/preview`)[0]!.body as { from: number; to: number };
    expect(body.to).toBe(dayEnd('2026-03-10'));
    expect(body.from).toBe(dayStart('2025-12-10'));
  });

  it('asks for a station before previewing', async () => {
    const { api } = renderReport(<GipReportScreen />);
    await screen.findByRole('form', { name: 'Report filters' });
    fireEvent.click(previewButton());
    expect(await screen.findByText('Choose at least one station')).toBeTruthy();
    expect(api.callsTo('POST', `${GIP}/status-report/preview`)).toHaveLength(0);
  });

  it('shows YES and NO per schedule, highlights the off-tolerance rows, hides them on request and links each airing to the logger', async () => {
    const { api } = renderReport(<GipReportScreen />, {
      [`POST ${GIP}/status-report/preview`]: (call) =>
        call.query.get('hideOffTolerance') === 'true'
          ? { ...previewAnswer, rows: [aGipRow()], total: 1 }
          : previewAnswer,
    });
    await screen.findByRole('form', { name: 'Report filters' });
    await choose('Stations', 'FM-1');
    fireEvent.click(previewButton());
    const table = await screen.findByRole('table', { name: 'GIP report' });
    const call = api.callsTo('POST', `${GIP}/status-report/preview`)[0]!;
    expect(Object.fromEntries(call.query)).toEqual({ page: '1', pageSize: '100' });
    expect(call.body).toMatchObject({ stationsIds: [FM1], customFields: {}, orders: [] });

    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('YES')).toBeTruthy();
    expect(within(first!).getByText('C-77')).toBeTruthy();
    expect(within(first!).getByText('ORD-1')).toBeTruthy();
    expect(within(first!).getByText('03/10/2026')).toBeTruthy();
    expect(within(first!).getByText('09:15:30')).toBeTruthy();
    expect(within(first!).getByText('30')).toBeTruthy();
    expect(within(second!).getByText('NO')).toBeTruthy();
    expect(second!.getAttribute('style')).toMatch(/yellow/);
    expect(first!.getAttribute('style') ?? '').not.toMatch(/yellow/);

    const summaryGroup = screen.getByRole('group', { name: 'Report summary' });
    expect(within(summaryGroup).getByText('50.00 %')).toBeTruthy();

    const show = within(first!).getByRole('link', { name: /Show SPOT-COLA-30 on FM-1/ });
    expect(show.getAttribute('target')).toBe('_blank');
    const href = new URL(show.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/logger/s/fm-1');
    expect(Number(href.searchParams.get('cursor'))).toBe(aGipRow().datetime - 10_000);
    expect(href.searchParams.get('length')).toBe('120');

    fireEvent.click(screen.getByRole('switch', { name: 'Hide results off tolerance' }));
    await waitFor(() =>
      expect(lastQuery(api, 'POST', `${GIP}/status-report/preview`)).toMatchObject({ hideOffTolerance: 'true' }),
    );
    await waitFor(() => expect(within(table).queryByText('NO')).toBeNull());
  });

  it('says No results when nothing matches, and explains a failed preview', async () => {
    const { api } = renderReport(<GipReportScreen />, {
      [`POST ${GIP}/status-report/preview`]: {
        rows: [],
        total: 0,
        summary: { ...summary, efficiency: 0 },
        missingAudioCustomIds: ['SPOT-X'],
      },
    });
    await screen.findByRole('form', { name: 'Report filters' });
    await choose('Stations', 'FM-1');
    fireEvent.click(previewButton());
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(screen.getByText(/SPOT-X is not loaded/)).toBeTruthy();

    api.on('POST', `${GIP}/status-report/preview`, reply(500));
    await choose('Stations', 'FM-2');
    fireEvent.click(previewButton());
    expect(await screen.findByText('Could not load the report')).toBeTruthy();
  });

  it("saves the previewed config under a name: 'Report saved' links to the saved report, a failure says so", async () => {
    const saved = aSavedReport({ id: '5e1b2c3d-0000-4000-8000-000000000009', name: 'March' });
    const { api } = renderReport(<GipReportScreen />, {
      [`POST ${GIP}/status-report/preview`]: previewAnswer,
      [`POST ${GIP}/status-report`]: saved,
    });
    await screen.findByRole('form', { name: 'Report filters' });
    expect((screen.getByRole('button', { name: 'Save report' }) as HTMLButtonElement).disabled).toBe(true);
    await choose('Stations', 'FM-1');
    fireEvent.click(previewButton());
    await screen.findByRole('table', { name: 'GIP report' });

    fireEvent.click(screen.getByRole('button', { name: 'Save report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save report' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: ' March ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Report saved')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open “March” in created reports' });
    expect(link.getAttribute('href')).toBe('/audit/global-reports/created/5e1b2c3d-0000-4000-8000-000000000009');
    const body = api.callsTo('POST', `${GIP}/status-report`)[0]!.body as { name: string; data: { config: object } };
    expect(body.name).toBe('March');
    expect(body.data.config).toEqual(api.callsTo('POST', `${GIP}/status-report/preview`)[0]!.body);

    api.on('POST', `${GIP}/status-report`, reply(500, errorBody(500, 'ERR_INTERNAL')));
    fireEvent.click(screen.getByRole('button', { name: 'Save report' }));
    const again = await screen.findByRole('dialog', { name: 'Save report' });
    fireEvent.change(within(again).getByRole('textbox', { name: 'Name' }), { target: { value: 'April' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The report could not be saved')).toBeTruthy();
  });

  it('downloads the previewed report as csv through a POST of its config', async () => {
    const { api } = renderReport(<GipReportScreen />, { [`POST ${GIP}/status-report/preview`]: previewAnswer });
    const fetchFile = vi.fn(
      async () =>
        new Response('station,date\nFM-1,2026-03-10\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="gip.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchFile);
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    await screen.findByRole('form', { name: 'Report filters' });
    await choose('Stations', 'FM-1');
    fireEvent.click(previewButton());
    await screen.findByRole('table', { name: 'GIP report' });

    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const [url, init] = fetchFile.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api${GIP}/status-report/download?format=csv`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(api.callsTo('POST', `${GIP}/status-report/preview`)[0]!.body);
  });

  it("loads an order's stations, advertisers, campaigns, versions and range, and warns about its missing audios", async () => {
    const { api } = renderReport(<GipReportScreen />, {
      [`GET ${GIP}/params-for-order`]: (call) =>
        call.query.get('orderId') === 'ORD-1'
          ? {
              stationsIds: [FM2],
              advertisers: ['Cola'],
              campaigns: ['Summer'],
              versions: ['A'],
              customIds: ['SPOT-COLA-30', 'SPOT-COLA-20'],
              schedulesRange: { from: dayStart('2026-02-01') + 3600_000, to: dayStart('2026-02-28') + 3600_000 },
              missingAudioCustomIds: ['SPOT-COLA-20'],
            }
          : {
              stationsIds: [],
              advertisers: [],
              campaigns: [],
              versions: [],
              customIds: [],
              schedulesRange: null,
              missingAudioCustomIds: [],
            },
    });
    await screen.findByRole('form', { name: 'Report filters' });
    expect(screen.queryByRole('button', { name: /Load order/ })).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Orders' }), { target: { value: 'ORD-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load order ORD-9' }));
    expect(await screen.findByText('No schedules were found for the order')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Orders' }), { target: { value: 'ORD-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load order ORD-1' }));
    expect(await screen.findByText(/SPOT-COLA-20 is not loaded/)).toBeTruthy();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('02/01/2026');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('02/28/2026');
    await waitFor(() => expect(combobox('Versions').disabled).toBe(false));
    fireEvent.click(previewButton());
    await waitFor(() => expect(api.callsTo('POST', `${GIP}/status-report/preview`)).toHaveLength(1));
    expect(api.callsTo('POST', `${GIP}/status-report/preview`)[0]!.body).toMatchObject({
      stationsIds: [FM2],
      advertisers: ['Cola'],
      campaigns: ['Summer'],
      versions: ['A'],
      orders: ['ORD-1'],
      from: dayStart('2026-02-01'),
      to: dayEnd('2026-02-28'),
    });
  });

  it('clones a saved report into the form; a contract field hides the range and fixes it from 2020-01-01', async () => {
    const saved = aSavedReport({
      data: {
        config: {
          ...aSavedReport().data.config,
          stationsIds: [],
          from: dayStart('2026-01-05'),
          to: dayEnd('2026-01-20'),
          customFields: { nocontrato: 'C-77' },
          customIds: ['SPOT-COLA-30'],
        },
        export: null,
      },
    });
    const { api } = renderReport(<GipReportScreen clone={saved.id} />, {
      [`GET /reports/${saved.id}`]: saved,
      [`POST ${GIP}/status-report/preview`]: previewAnswer,
    });
    expect(await screen.findByText('Form filled from the report “Cola summer”.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Custom IDs' }) as HTMLInputElement).value).toBe('SPOT-COLA-30');
    expect(screen.queryByLabelText('From')).toBeNull();
    expect(screen.getByText(/Range fixed by the contract field/)).toBeTruthy();
    fireEvent.click(previewButton());
    await waitFor(() => expect(api.callsTo('POST', `${GIP}/status-report/preview`)).toHaveLength(1));
    expect(api.callsTo('POST', `${GIP}/status-report/preview`)[0]!.body).toMatchObject({
      // Every station: sent as none, as saved.
      stationsIds: [],
      customFields: { nocontrato: 'C-77' },
      from: dayStart('2020-01-01'),
      to: dayEnd('2026-03-10'),
    });
  });

  it('speaks Spanish: the form, the columns and the summary', async () => {
    await i18n.changeLanguage('es');
    renderReport(<GipReportScreen />, { [`POST ${GIP}/status-report/preview`]: previewAnswer });
    await screen.findByRole('form', { name: 'Filtros del reporte' });
    await choose('Emisoras', 'FM-1');
    fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    const table = await screen.findByRole('table', { name: 'Reporte GIP' });
    expect(within(table).getByRole('columnheader', { name: 'Número de orden' })).toBeTruthy();
    expect(within(table).getAllByText('10/03/2026')).toHaveLength(2);
    expect(within(screen.getByRole('group', { name: 'Resumen del reporte' })).getByText('50,00 %')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Ocultar resultados fuera de tolerancia' })).toBeTruthy();
  });
});
