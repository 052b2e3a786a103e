import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ALTERNATIVE_EXPORT_POLL_MS,
  GIP_EXPORT_POLL_MS,
  type AuditConfig,
  type ReportExport,
  type ReportExportOptions,
  type SavedReport,
} from '@antena/contract';
import { reply } from '../../../test/app-kit';
import { CreatedReportScreen } from './CreatedReportScreen';
import { aSavedReport, anExport, REPORT_ID, renderCreatedReports } from './created-reports.test-helpers';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const GIP = `/v2/audit/gip/status-report/${REPORT_ID}`;
const ALTERNATIVE = `/v2/audit/gip/alternative-report/${REPORT_ID}`;

const auditConfig: AuditConfig = {
  excludedCustomIds: [],
  tolerance: { before: 5, after: 5 },
  evidenceExport: {
    pathFormats: [
      { id: 'station-date', label: 'Station / date', default: false, pattern: '{station}/{date}/{customId}' },
      { id: 'agency', label: 'Agency', default: true, pattern: '{customText}/{station}/{customId}' },
    ],
  },
};

/** The report after POST .../export: its export WAITING with the options sent. */
const exported = (report: SavedReport, options: ReportExportOptions): SavedReport => ({
  ...report,
  data: {
    ...report.data,
    export: anExport({ status: report.type === 'AUDIT_GIP_STATUS' ? 'WAITING' : 'IN_PROGRESS', options }),
  },
});

function start(report: SavedReport) {
  const view = renderCreatedReports(<CreatedReportScreen reportId={REPORT_ID} />, {
    answers: {
      [`GET /reports/${REPORT_ID}`]: report,
      'GET /v2/audit/config': auditConfig,
      [`POST ${GIP}/export`]: (call: { body: unknown }) => exported(report, call.body as ReportExportOptions),
      [`POST ${ALTERNATIVE}/export`]: (call: { body: unknown }) => exported(report, call.body as ReportExportOptions),
    },
  });
  return view;
}

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const select = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });

describe('evidence export', () => {
  it('starts an export: 60 s each side and the default path format, whose {customText} must be filled', async () => {
    const { api } = start(aSavedReport());
    fireEvent.click(await screen.findByRole('button', { name: 'Start export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Evidence export' });
    await waitFor(() => expect(select('Path format').value).toBe('Agency ({customText}/{station}/{customId})'));
    expect(select('Audio before each airing').value).toBe('60 s');
    expect(select('Audio after each airing').value).toBe('60 s');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(api.callsTo('POST', `${GIP}/export`)).toHaveLength(0);

    fireEvent.change(textbox('Custom text'), { target: { value: ' ACME ' } });
    fireEvent.click(screen.getByRole('switch', { name: /^Public link/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await screen.findByText('Export started');
    expect(api.callsTo('POST', `${GIP}/export`)[0]!.body).toEqual({
      audioMatchIncludeBefore: 60,
      audioMatchIncludeAfter: 60,
      excludeVersion: false,
      publicLink: true,
      pathFormat: { formatId: 'agency', formatCustomText: 'ACME' },
    });
    // The answer is shown at once: the export is waiting.
    expect(await screen.findByText('Waiting')).toBeTruthy();
  });

  it('needs no custom text for a pattern without {customText}, and sends the chosen seconds', async () => {
    const { api } = start(aSavedReport());
    fireEvent.click(await screen.findByRole('button', { name: 'Start export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Evidence export' });
    await waitFor(() => expect(textbox('Custom text')).toBeTruthy());
    fireEvent.click(select('Path format'));
    fireEvent.click(await screen.findByRole('option', { name: 'Station / date ({station}/{date}/{customId})' }));
    expect(screen.queryByRole('textbox', { name: 'Custom text' })).toBeNull();
    fireEvent.click(select('Audio before each airing'));
    fireEvent.click(await screen.findByRole('option', { name: '5 s' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await screen.findByText('Export started');
    expect(api.callsTo('POST', `${GIP}/export`)[0]!.body).toEqual({
      audioMatchIncludeBefore: 5,
      audioMatchIncludeAfter: 60,
      excludeVersion: false,
      publicLink: false,
      pathFormat: { formatId: 'station-date' },
    });
  });

  it("says 'The export could not be started' when the start fails, and keeps the dialog open", async () => {
    const { api } = start(aSavedReport());
    api.on('POST', `${GIP}/export`, reply(500));
    fireEvent.click(await screen.findByRole('button', { name: 'Start export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Evidence export' });
    await waitFor(() => expect(textbox('Custom text')).toBeTruthy());
    fireEvent.change(textbox('Custom text'), { target: { value: 'ACME' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await screen.findByText('The export could not be started');
    expect(screen.getByRole('dialog', { name: 'Evidence export' })).toBeTruthy();
  });

  it('follows a running GIP export every 10 s, with its percentage, and stops asking once COMPLETED', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const running = aSavedReport({}, anExport({ status: 'ADDING_AUDIOS', progress: 40 }));
    const { api } = start(running);
    expect(await screen.findByText('40% done')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toBeTruthy();
    const gets = () => api.callsTo('GET', `/reports/${REPORT_ID}`).length;
    expect(gets()).toBe(1);

    api.on('GET', `/reports/${REPORT_ID}`, aSavedReport({}, anExport({ status: 'COMPLETED', progress: 100 })));
    await act(() => vi.advanceTimersByTimeAsync(GIP_EXPORT_POLL_MS));
    expect(await screen.findByRole('button', { name: 'Download ZIP' })).toBeTruthy();
    expect(gets()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(3 * GIP_EXPORT_POLL_MS));
    expect(gets()).toBe(2);
  });

  it('asks for the download URL only when Download is clicked, then opens it; shows the public link', async () => {
    const publicUrl = 'https://files.example/public/abc.zip';
    const { api } = start(aSavedReport({}, anExport({ status: 'COMPLETED', progress: 100, publicUrl })));
    const url = 'https://storage.example/signed/export.zip?sig=1';
    api.on('POST', `${GIP}/export/download-url`, { url, expiresAt: '2026-11-27T10:00:00.000Z' });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const download = await screen.findByRole('button', { name: 'Download ZIP' });
    expect(textbox('Public link').value).toBe(publicUrl);
    expect(screen.getByRole('button', { name: 'Copy public link' })).toBeTruthy();
    expect(api.callsTo('POST', `${GIP}/export/download-url`)).toHaveLength(0);
    fireEvent.click(download);
    await waitFor(() => expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener'));
    expect(api.callsTo('POST', `${GIP}/export/download-url`)).toHaveLength(1);
  });

  it('shows a failed GIP export’s message and retries with its options', async () => {
    const failed: ReportExport = anExport({ status: 'ERROR', error: 'Storage unreachable' });
    const { api } = start(aSavedReport({}, failed));
    expect(await screen.findByText('Storage unreachable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry evidence export' });
    await waitFor(() => expect(textbox('Custom text').value).toBe('ACME'));
    expect(select('Audio before each airing').value).toBe('30 s');
    expect(select('Audio after each airing').value).toBe('15 s');
    expect(screen.getByRole<HTMLInputElement>('switch', { name: /^Leave out the version/ }).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await screen.findByText('Export started');
    expect(api.callsTo('POST', `${GIP}/export`)[0]!.body).toEqual(failed.options);
  });

  it('offers a restart of a FAILED alternative export, sent to the alternative endpoint, then follows it every 5 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { api } = start(
      aSavedReport({ type: 'AUDIT_GIP_ALTERNATIVE_REPORT' }, anExport({ status: 'FAILED', error: null })),
    );
    expect(await screen.findByText('The export failed without a message.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Restart export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry evidence export' });
    await waitFor(() => expect(textbox('Custom text').value).toBe('ACME'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await screen.findByText('Export started');
    expect(api.callsTo('POST', `${ALTERNATIVE}/export`)).toHaveLength(1);
    expect(await screen.findByText('In progress')).toBeTruthy();
    const gets = api.callsTo('GET', `/reports/${REPORT_ID}`).length;
    await act(() => vi.advanceTimersByTimeAsync(ALTERNATIVE_EXPORT_POLL_MS));
    expect(api.callsTo('GET', `/reports/${REPORT_ID}`)).toHaveLength(gets + 1);
  });
});
