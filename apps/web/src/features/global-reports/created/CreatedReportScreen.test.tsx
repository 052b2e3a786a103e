import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MeUser, SavedReport } from '@antena/contract';
import i18n from '../../../lib/i18n';
import { aUserStation, reply } from '../../../test/app-kit';
import { CreatedReportScreen } from './CreatedReportScreen';
import { aSavedReport, me, OTHER_USER_ID, REPORT_ID, renderCreatedReports } from './created-reports.test-helpers';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

function start(report: SavedReport = aSavedReport(), user: MeUser = me()) {
  return renderCreatedReports(<CreatedReportScreen reportId={REPORT_ID} />, {
    user,
    path: `/audit/global-reports/created/${REPORT_ID}`,
    answers: {
      [`GET /reports/${REPORT_ID}`]: report,
      [`DELETE /reports/${REPORT_ID}`]: { deleted: true },
      'GET /stations': [aUserStation({ name: 'Mitre AM 790' })],
    },
  });
}

const byRowHeader = (table: HTMLElement, header: string) =>
  within(table).getByRole('rowheader', { name: header }).closest('tr')!.querySelector('td')!.textContent;

describe('created report detail', () => {
  it('shows the report, its creator and its configuration with the stations by name', async () => {
    start();
    expect(await screen.findByRole('heading', { name: 'Campaña verano' })).toBeTruthy();
    const details = screen.getByRole('table', { name: 'Campaña verano' });
    expect(byRowHeader(details, 'Type')).toBe('GIP report');
    expect(byRowHeader(details, 'Created')).toContain('2026');
    expect(byRowHeader(details, 'Created by')).toBe('Ana Pérez');
    const config = screen.getByRole('table', { name: 'Configuration' });
    await waitFor(() => expect(byRowHeader(config, 'Stations')).toBe('Mitre AM 790'));
    expect(byRowHeader(config, 'Advertisers')).toBe('Coca-Cola');
    expect(byRowHeader(config, 'Campaigns')).toBe('Any');
    expect(byRowHeader(config, 'Custom fields')).toBe('numorden: 123');
    expect(byRowHeader(config, 'Orders')).toBe('A-1');
    expect(byRowHeader(config, 'Excluded matches')).toBe('0');
  });

  it("reads 'not set' for a creator who is gone", async () => {
    start(aSavedReport({ createdById: null, createdBy: null }));
    const details = await screen.findByRole('table', { name: 'Campaña verano' });
    expect(byRowHeader(details, 'Created by')).toBe('not set');
  });

  it('clones into the form of its type', async () => {
    start();
    expect((await screen.findByRole('link', { name: 'Clone' })).getAttribute('href')).toBe(
      `/audit/global-reports/gip-report?clone=${REPORT_ID}`,
    );
  });

  it('clones an alternative report into the alternative form', async () => {
    start(aSavedReport({ type: 'AUDIT_GIP_ALTERNATIVE_REPORT' }));
    expect((await screen.findByRole('link', { name: 'Clone' })).getAttribute('href')).toBe(
      `/audit/global-reports/gip-alternative-report?clone=${REPORT_ID}`,
    );
  });

  it("hides Delete from a user on someone else's report", async () => {
    start(aSavedReport({ createdById: OTHER_USER_ID, createdBy: null }));
    await screen.findByRole('heading', { name: 'Campaña verano' });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('lets a superadmin delete any report: confirmed, then back to the list', async () => {
    const { api, router } = start(aSavedReport({ createdById: OTHER_USER_ID }), me('SUPERADMIN'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete report' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Report deleted');
    expect(api.callsTo('DELETE', `/reports/${REPORT_ID}`)).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit/global-reports/created'));
    // The report is not asked for again once it is gone.
    expect(api.callsTo('GET', `/reports/${REPORT_ID}`)).toHaveLength(1);
  });

  it("stays on the report and says 'Could not delete report' when the delete fails", async () => {
    const { api, router } = start();
    api.on('DELETE', `/reports/${REPORT_ID}`, reply(500));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Could not delete report');
    expect(router.state.location.pathname).toBe(`/audit/global-reports/created/${REPORT_ID}`);
  });

  it('downloads the rows as xls from the endpoint of its type, named as the server names the file', async () => {
    const { api } = start(aSavedReport({ type: 'AUDIT_GIP_ALTERNATIVE_REPORT' }));
    const saved: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => api.fetch(input, init));
    api.on(
      'GET',
      `/v2/audit/gip/alternative-report/${REPORT_ID}/download`,
      () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          headers: { 'content-disposition': 'attachment; filename="verano.xlsx"' },
        }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = () => 'blob:report';
    URL.revokeObjectURL = () => {};
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Download as XLS' }));
    await waitFor(() => expect(saved).toEqual(['verano.xlsx']));
    const [call] = api.callsTo('GET', `/v2/audit/gip/alternative-report/${REPORT_ID}/download`);
    expect(call!.query.get('format')).toBe('xls');
  });

  it("reads 'Unsupported report type' for a type it does not know", async () => {
    const { api } = start();
    // A type added to the server after this screen: the contract's fixtures cannot hold it.
    api.on(
      'GET',
      `/reports/${REPORT_ID}`,
      () =>
        new Response(JSON.stringify({ ...aSavedReport(), type: 'AUDIT_SOMETHING_NEW' }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    expect(await screen.findByText('Unsupported report type', { selector: '[role="alert"] *' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Clone' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Evidence export' })).toBeNull();
  });

  it('says a missing report is not found, with the way back to the list', async () => {
    renderCreatedReports(<CreatedReportScreen reportId={REPORT_ID} />, {
      answers: { [`GET /reports/${REPORT_ID}`]: reply(404) },
    });
    expect(await screen.findByText('Report not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to created reports' })).toBeTruthy();
  });
});
