import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdScheduleRow, PntScheduleRow } from '@antena/contract';
import i18n from '../../../lib/i18n';
import { errorBody, reply, type FakeApi } from '../../../test/app-kit';
import { auditStation, startAudit } from '../audit-test-kit';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const STATION_PATH = '/v2/stations/0b0e6a52-1d0c-4a8e-9f3e-000000000002/audit';
const withMentions = auditStation('fm-2', { audit: { enabled: true, liveMentionsEnabled: true } });

const adRow = (overrides: Partial<AdScheduleRow> = {}): AdScheduleRow => ({
  line: 2,
  // 09:30 in Buenos Aires (UTC-3).
  datetime: Date.parse('2026-03-10T12:30:00Z'),
  customId: 'SPOT-COLA-30',
  advertiser: 'Cola Co',
  campaign: 'Summer',
  version: 'v1',
  toleranceBefore: 2,
  tolerance: null,
  order: null,
  custom: {},
  ...overrides,
});

const pntRow: PntScheduleRow = {
  line: 2,
  date: '2026-03-10',
  customId: 'PNT-BANK',
  title: 'Bank mention',
  dirtyText: 'Read this: the bank that is always open, every day of the week, with no queues at all.',
  count: 3,
};

const ascFile = () => new File(['2026-03-10 09:30,SPOT-COLA-30,Cola Co,Summer,v1,2,'], 'week.asc');

/** What the page sent as the multipart field `file` of its first call to `path`. */
function sentFile(api: FakeApi, path: string): File | undefined {
  const call = api.fetch.mock.calls.find(([input]) => String(input).endsWith(path));
  return (call?.[1]?.body as FormData | undefined)?.get('file') as File | undefined;
}

async function choose(file: File) {
  const input = await screen.findByLabelText('Schedule file to import');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('schedule file import (upload page)', () => {
  it('offers the PLK and ASC entries, and the mentions CSV only where the station has live mentions', async () => {
    startAudit('/audit/s/fm-2/upload/ad-schedules-plk', [auditStation('fm-2')]);
    const menu = await screen.findByRole('navigation', { name: 'What to upload' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Audios', 'Ad schedules (PLK)', 'Ad schedules (ASC)']);
    expect(within(menu).getByRole('link', { name: 'Ad schedules (PLK)' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeTruthy();
    // A client user may not open the audit configuration (issue 31 point 12): no link to it.
    expect(
      screen.queryByRole('link', { name: "The client's default tolerances are in the audit configuration" }),
    ).toBeNull();
  });

  it('lists the mentions entry for a station with live mentions', async () => {
    startAudit('/audit/s/fm-2/upload/audios', [withMentions]);
    const menu = await screen.findByRole('navigation', { name: 'What to upload' });
    expect(within(menu).getByRole('link', { name: 'Mention schedules (CSV)' })).toBeTruthy();
  });

  it('says Not enabled for the mentions CSV of a station without live mentions', async () => {
    startAudit('/audit/s/fm-2/upload/pnt-schedules-csv', [auditStation('fm-2')]);
    expect(await screen.findByText('Not enabled')).toBeTruthy();
    expect(screen.queryByLabelText('Schedule file to import')).toBeNull();
  });

  it('sends an unknown entry to the audios', async () => {
    const { router } = startAudit('/audit/s/fm-2/upload/nothing', [auditStation('fm-2')]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit/s/fm-2/upload/audios'));
  });

  it('previews an ASC file on the station clock with its bad rows, then creates the rows as parsed', async () => {
    const rows = [adRow(), adRow({ line: 3, customId: 'SPOT-BANK-20', toleranceBefore: null, tolerance: 5 })];
    const { api } = startAudit('/audit/s/fm-2/upload/ad-schedules-asc', [auditStation('fm-2')], {
      'POST /v2/stations/:id/audit/schedules/asc-parse': { rows, errors: [{ line: 4, reason: 'Invalid date' }] },
      'POST /v2/stations/:id/audit/schedules/create-batch': { created: 1, existing: 1 },
    });
    await choose(ascFile());

    const table = await screen.findByRole('table', { name: 'Rows of the file' });
    expect(sentFile(api, `${STATION_PATH}/schedules/asc-parse`)?.name).toBe('week.asc');
    const first = within(table).getAllByRole('row')[1]!;
    expect(first.textContent).toContain('09:30:00');
    expect(first.textContent).toContain('SPOT-COLA-30');
    expect(first.textContent).toContain('Client default');
    expect(within(table).getByText('5 min')).toBeTruthy();
    const errors = screen.getByRole('table', { name: 'Rows with errors' });
    expect(within(errors).getByRole('row', { name: '4 Invalid date' })).toBeTruthy();
    expect(screen.getByText('Rows with errors are left out: only the rows below are imported.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Process' }));
    expect(await screen.findByText('1 item created')).toBeTruthy();
    expect(screen.getByText('1 row was already imported and was left as it was.')).toBeTruthy();
    expect(api.callsTo('POST', `${STATION_PATH}/schedules/create-batch`)[0]!.body).toEqual({ rows });
    expect(screen.queryByRole('button', { name: 'Process' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Process new file' }));
    expect(await screen.findByRole('button', { name: 'Choose file' })).toBeTruthy();
    expect(screen.queryByText('1 item created')).toBeNull();
  });

  it('says the file could not be checked, in Spanish too, and tries it again', async () => {
    await i18n.changeLanguage('es');
    let answer: unknown = reply(500, errorBody(500, 'ERR_INTERNAL'));
    const { api } = startAudit('/audit/s/fm-2/upload/ad-schedules-plk', [auditStation('fm-2')], {
      'POST /v2/stations/:id/audit/schedules/plk-parse': () => answer,
    });
    fireEvent.change(await screen.findByLabelText('Archivo de pauta para importar'), {
      target: { files: [new File(['x'], 'week.plk')] },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ocurrió un error al verificar el archivo')).toBeTruthy();
    answer = { rows: [adRow()], errors: [] };
    fireEvent.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('button', { name: 'Procesar' })).toBeTruthy();
    expect(api.callsTo('POST', `${STATION_PATH}/schedules/plk-parse`)).toHaveLength(2);
  });

  it('shows why a refused file was refused', async () => {
    startAudit('/audit/s/fm-2/upload/ad-schedules-plk', [auditStation('fm-2')], {
      'POST /v2/stations/:id/audit/schedules/plk-parse': reply(
        400,
        errorBody(400, 'ERR_VALIDATION', 'The file has more than 20000 schedule rows'),
      ),
    });
    await choose(new File(['x'], 'huge.plk'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The file has more than 20000 schedule rows');
  });

  it('says how large a schedule file may be when the server refuses one as too large', async () => {
    startAudit('/audit/s/fm-2/upload/ad-schedules-plk', [auditStation('fm-2')], {
      'POST /v2/stations/:id/audit/schedules/plk-parse': reply(413, errorBody(413, 'ERR_PAYLOAD_TOO_LARGE')),
    });
    await choose(new File(['x'], 'year.plk'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The file is over 8 MB, the most one schedule file may hold');
  });

  it('shows an import failure in an alert and keeps the preview to try again', async () => {
    startAudit('/audit/s/fm-2/upload/ad-schedules-asc', [auditStation('fm-2')], {
      'POST /v2/stations/:id/audit/schedules/asc-parse': { rows: [adRow()], errors: [] },
      'POST /v2/stations/:id/audit/schedules/create-batch': reply(503, errorBody(503, 'ERR_SERVICE_UNAVAILABLE')),
    });
    await choose(ascFile());
    fireEvent.click(await screen.findByRole('button', { name: 'Process' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The file could not be imported')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Process' }).hasAttribute('disabled')).toBe(false);
  });

  it('imports a mentions CSV as the file, its text cut with a way to read it all', async () => {
    const { api } = startAudit('/audit/s/fm-2/upload/pnt-schedules-csv', [withMentions], {
      'POST /v2/stations/:id/audit/live-mentions/schedules/csv-validate': { rows: [pntRow], errors: [] },
      'POST /v2/stations/:id/audit/live-mentions/schedules/csv-import': { created: 1, existing: 0 },
    });
    await choose(new File(['date,customId,title,dirtyText,count'], 'mentions.csv'));
    const table = await screen.findByRole('table', { name: 'Rows of the file' });
    expect(within(table).getByText('03/10/2026')).toBeTruthy();
    expect(within(table).queryByText(pntRow.dirtyText, { exact: false })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Show all' }));
    expect(within(table).getByText(pntRow.dirtyText, { exact: false })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Process' }));
    expect(await screen.findByText('1 item created')).toBeTruthy();
    expect(sentFile(api, `${STATION_PATH}/live-mentions/schedules/csv-import`)?.name).toBe('mentions.csv');
  });

  it('does not import a mentions CSV with bad rows, which the server would refuse whole', async () => {
    startAudit('/audit/s/fm-2/upload/pnt-schedules-csv', [withMentions], {
      'POST /v2/stations/:id/audit/live-mentions/schedules/csv-validate': {
        rows: [pntRow],
        errors: [{ line: 3, reason: 'count must be a whole number' }],
      },
    });
    await choose(new File(['x'], 'mentions.csv'));
    expect(await screen.findByText(/A mention file with errors imports nothing/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Process' }).hasAttribute('disabled')).toBe(true);
  });
});
