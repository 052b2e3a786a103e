import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GipAlternativeReportScreen } from './GipAlternativeReportScreen';
import { anAlternativeRow, aSavedReport, choose, FM2, GIP, renderReport } from './reports.test-helpers';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const ALT = `${GIP}/alternative-report`;

const second = anAlternativeRow({
  matchId: '7a1b2c3d-0000-4000-8000-000000000002',
  stationId: FM2,
  stationName: 'FM-2',
  stationSlug: 'fm-2',
  datetime: Date.parse('2026-03-10T14:00:00Z'),
  customId: 'SPOT-COLA-20',
  duration: 20_000,
  order: null,
});
const previewAnswer = {
  rows: [anAlternativeRow(), second],
  total: 2,
  stats: [
    { customId: 'SPOT-COLA-30', schedules: 2, schedulesPercentage: 66.67, matches: 1, matchesPercentage: 50 },
    { customId: 'SPOT-COLA-20', schedules: 1, schedulesPercentage: 33.33, matches: 1, matchesPercentage: 50 },
  ],
  totals: { schedules: 3, matches: 2 },
};

async function previewBoth() {
  const view = renderReport(<GipAlternativeReportScreen />, {
    [`POST ${ALT}/preview`]: previewAnswer,
    [`POST ${ALT}`]: aSavedReport({ type: 'AUDIT_GIP_ALTERNATIVE_REPORT', name: 'Alt' }),
  });
  await screen.findByRole('form', { name: 'Report filters' });
  await choose('Stations', 'FM-1');
  await choose('Stations', 'FM-2');
  fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
  const table = await screen.findByRole('table', { name: 'GIP alternative report' });
  return { ...view, table };
}

describe('GIP alternative report screen (spec 03 "GIP alternative report screen")', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the schedules and matches per custom id with percentages to 2 decimals, and the airings', async () => {
    const { table, api } = await previewBoth();
    // Both stations with audit chosen: sent as every station.
    expect(api.callsTo('POST', `${ALT}/preview`)[0]!.body).toMatchObject({ stationsIds: [] });
    const stats = screen.getByRole('table', { name: 'Schedules and matches per custom ID' });
    const [, cola30] = within(stats).getAllByRole('row');
    expect(within(cola30!).getByText('66.67 %')).toBeTruthy();
    expect(within(cola30!).getByText('50.00 %')).toBeTruthy();
    expect(within(stats).getByText('3')).toBeTruthy();

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Date',
      'Time',
      'Station',
      'Advertiser',
      'Campaign',
      'Version',
      'Custom ID',
      'Duration (s)',
      'Order number',
      'Show',
    ]);
    const [, , row] = within(table).getAllByRole('row');
    expect(within(row!).getByText('SPOT-COLA-20')).toBeTruthy();
    expect(within(row!).getByText('11:00:00')).toBeTruthy();
    expect(
      within(row!)
        .getByRole('link', { name: /Show SPOT-COLA-20 on FM-2/ })
        .getAttribute('href'),
    ).toContain('/logger/s/fm-2');
  });

  it('narrows the preview to the station filtered, the download and the saved report still covering every station', async () => {
    const { api } = await previewBoth();
    await choose('Station', 'FM-2');
    await waitFor(() => expect(api.callsTo('POST', `${ALT}/preview`)).toHaveLength(2));
    expect(api.callsTo('POST', `${ALT}/preview`)[1]!.body).toMatchObject({ stationsIds: [FM2] });

    fireEvent.click(screen.getByRole('button', { name: 'Save report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save report' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Alt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Report saved')).toBeTruthy();
    const body = api.callsTo('POST', ALT)[0]!.body as { data: { config: { stationsIds: string[] } } };
    expect(body.data.config.stationsIds).toEqual([]);
  });

  it('includes every match by default; unchecked, the rows left unselected become excludedMatches of the save and the download', async () => {
    const { api, table } = await previewBoth();
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: /Include all matches/ }));
    const keepSecond = await within(table).findByRole('checkbox', { name: /Keep SPOT-COLA-20/ });
    expect((keepSecond as HTMLInputElement).checked).toBe(true);
    fireEvent.click(keepSecond);
    expect(await screen.findByText('1 match left out')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save report' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Alt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Report saved');
    const saved = api.callsTo('POST', ALT)[0]!.body as { data: { config: { excludedMatches: string[] } } };
    expect(saved.data.config.excludedMatches).toEqual([second.matchId]);

    const fetchFile = vi.fn(async () => new Response('x', { headers: { 'content-type': 'text/csv' } }));
    vi.stubGlobal('fetch', fetchFile);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Download' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Excel (xlsx)' }));
      await waitFor(() => expect(fetchFile).toHaveBeenCalled());
      const [url, init] = fetchFile.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe(`/api${ALT}/download?format=xls`);
      expect(JSON.parse(init.body as string)).toMatchObject({ excludedMatches: [second.matchId] });
    } finally {
      vi.unstubAllGlobals();
    }

    // Checked again: everything is included, whatever was unselected.
    fireEvent.click(screen.getByRole('checkbox', { name: /Include all matches/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save report' }));
    const again = await screen.findByRole('dialog', { name: 'Save report' });
    fireEvent.change(within(again).getByRole('textbox', { name: 'Name' }), { target: { value: 'All' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', ALT)).toHaveLength(2));
    const all = api.callsTo('POST', ALT)[1]!.body as { data: { config: { excludedMatches: string[] } } };
    expect(all.data.config.excludedMatches).toEqual([]);
  });

  it('clones an alternative report with its left-out matches unchecked', async () => {
    const saved = aSavedReport({
      type: 'AUDIT_GIP_ALTERNATIVE_REPORT',
      name: 'Alt March',
      data: { config: { ...aSavedReport().data.config, excludedMatches: [second.matchId] }, export: null },
    });
    renderReport(<GipAlternativeReportScreen clone={saved.id} />, {
      [`GET /reports/${saved.id}`]: saved,
      [`POST ${ALT}/preview`]: previewAnswer,
    });
    await screen.findByText('Form filled from the report “Alt March”.');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const table = await screen.findByRole('table', { name: 'GIP alternative report' });
    expect((screen.getByRole('checkbox', { name: /Include all matches/ }) as HTMLInputElement).checked).toBe(false);
    const keepSecond = await within(table).findByRole('checkbox', { name: /Keep SPOT-COLA-20/ });
    expect((keepSecond as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('1 match left out')).toBeTruthy();
  });
});
