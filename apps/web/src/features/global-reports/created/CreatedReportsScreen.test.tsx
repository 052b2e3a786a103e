import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SavedReport } from '@antena/contract';
import i18n from '../../../lib/i18n';
import { reply } from '../../../test/app-kit';
import { CreatedReportsScreen } from './CreatedReportsScreen';
import type { CreatedReportsSearch } from './created-reports-search';
import { aSavedReport, anExport, me, OTHER_USER_ID, renderCreatedReports } from './created-reports.test-helpers';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const page = (results: SavedReport[], totalCount = results.length) => ({
  results,
  metadata: { totalCount },
  pagesCount: Math.ceil(totalCount / 50),
});

const theirs = aSavedReport({
  id: '7a1d3c52-1d0c-4a8e-9f3e-2a8d5c0f0302',
  name: 'Pauta de Juan',
  type: 'AUDIT_GIP_ALTERNATIVE_REPORT',
  createdById: OTHER_USER_ID,
  createdBy: { id: OTHER_USER_ID, email: 'juan@radio.com', name: 'Juan' },
});
const mine = aSavedReport({}, anExport({ status: 'ADDING_AUDIOS', progress: 42.5 }));

function start(search: Partial<CreatedReportsSearch> = {}, role: Parameters<typeof me>[0] = 'CLIENT_USER') {
  const onSearchChange = vi.fn();
  const view = renderCreatedReports(
    <CreatedReportsScreen
      search={{ page: 1, pageSize: 50, others: false, ...search }}
      onSearchChange={onSearchChange}
    />,
    { user: me(role), answers: { 'GET /reports': page([mine, theirs]), 'DELETE /reports/:id': { deleted: true } } },
  );
  return { ...view, onSearchChange };
}

describe('created reports list', () => {
  it("asks for the caller's own reports, page 0 of 50, and shows each with its type, creator and export status", async () => {
    const { api } = start();
    const table = await screen.findByRole('table', { name: 'Created reports' });
    const query = api.callsTo('GET', '/reports')[0]!.query;
    expect(query.get('createdById')).toBe(me().id);
    expect(query.get('page')).toBe('0');
    expect(query.get('pageSize')).toBe('50');
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Campaña verano' }).getAttribute('href')).toBe(
      `/audit/global-reports/created/${mine.id}`,
    );
    expect(within(first!).getByText('GIP report')).toBeTruthy();
    expect(within(first!).getByText('Ana Pérez')).toBeTruthy();
    expect(within(first!).getByText('Adding audios · 42%')).toBeTruthy();
    expect(within(second!).getByText('GIP alternative report')).toBeTruthy();
    expect(within(second!).getByText('No export')).toBeTruthy();
  });

  it("leaves createdById out when showing other users' reports, and page 2 is the API's page 1", async () => {
    const { api } = start({ others: true, page: 2 });
    await screen.findByRole('table', { name: 'Created reports' });
    const query = api.callsTo('GET', '/reports')[0]!.query;
    expect(query.has('createdById')).toBe(false);
    expect(query.get('page')).toBe('1');
  });

  it('applies the checkbox when the form is submitted, with Enter or the button, from the first page', async () => {
    const { onSearchChange } = start({ page: 3 });
    const checkbox = await screen.findByRole('checkbox', { name: "Show other users' reports" });
    fireEvent.click(checkbox);
    expect(onSearchChange).not.toHaveBeenCalled();
    fireEvent.keyDown(checkbox, { key: 'Enter' });
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 50, others: true });
    fireEvent.click(checkbox);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 50, others: false });
  });

  it('offers delete only on reports the user may delete: their own as a user, any as a client admin', async () => {
    start();
    await screen.findByRole('table', { name: 'Created reports' });
    expect(screen.getByRole('button', { name: 'Delete Campaña verano' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Pauta de Juan' })).toBeNull();
  });

  it('lets a client admin delete anyone’s report after confirming, then lists again', async () => {
    const { api } = start({ others: true }, 'CLIENT_ADMIN');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Pauta de Juan' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await screen.findByText('Report deleted');
    expect(api.callsTo('DELETE', `/reports/${theirs.id}`)).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET', '/reports')).toHaveLength(2));
  });

  it("says 'Could not delete report' when the delete fails (in Spanish too)", async () => {
    await i18n.changeLanguage('es');
    const { api } = start();
    api.on('DELETE', '/reports/:id', reply(500));
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Campaña verano' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se pudo eliminar el reporte')).toBeTruthy();
  });

  it('says so when there is no report yet', async () => {
    renderCreatedReports(
      <CreatedReportsScreen search={{ page: 1, pageSize: 50, others: false }} onSearchChange={() => {}} />,
      { answers: { 'GET /reports': page([]) } },
    );
    expect(await screen.findByText('No reports yet')).toBeTruthy();
    expect(screen.getByText(/You have not saved any report yet/)).toBeTruthy();
  });

  it('says the list failed and offers a retry', async () => {
    const { api } = renderCreatedReports(
      <CreatedReportsScreen search={{ page: 1, pageSize: 50, others: false }} onSearchChange={() => {}} />,
      { answers: { 'GET /reports': reply(400) } },
    );
    expect(await screen.findByText('The reports could not be loaded')).toBeTruthy();
    api.on('GET', '/reports', page([mine]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Campaña verano' })).toBeTruthy();
  });
});
