import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AuditLogEntry } from '@antena/contract';
import { AuditLogScreen } from './AuditLogScreen';
import { aClient, CLIENT_ID, createFakeApi, renderScreen, reply, STATION_ID } from '../../../test/app-kit';

const entry = (overrides: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: 'e1',
  at: '2026-03-02T14:05:00Z',
  actor: { id: 'u-super', email: 'root@antena.test', name: null },
  actingAs: null,
  client: { id: CLIENT_ID, name: 'Radio Mitre' },
  action: 'station.update',
  entityType: 'station',
  entityId: STATION_ID,
  entityName: null,
  before: { name: 'Mitre AM' },
  after: { name: 'Mitre AM 790' },
  ...overrides,
});
const page = (results: AuditLogEntry[], totalCount = results.length, pagesCount = 1) => ({
  results,
  metadata: { totalCount },
  pagesCount,
});

function setUp(results: AuditLogEntry[], totalCount?: number, pagesCount?: number) {
  const api = createFakeApi();
  api.on('GET', '/platform/audit-log', page(results, totalCount, pagesCount));
  api.on('GET', '/platform/clients', [aClient()]);
  return api;
}

describe('audit log', () => {
  it("names who acted, whom they acted as and what changed, at a time to the second with the user's zone", async () => {
    const api = setUp([
      entry({
        action: 'auth.log-in-as',
        entityType: 'user',
        entityId: 'u-ana',
        entityName: 'Ana Ruiz',
        actor: { id: 'u-super', email: 'root@antena.test', name: 'Platform Admin' },
        actingAs: { id: 'u-ana', email: 'ana@radio.com', name: 'Ana Ruiz' },
        before: null,
        after: null,
      }),
    ]);
    renderScreen(<AuditLogScreen search={{ page: 1 }} onSearchChange={() => {}} />, { api });

    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByText('Platform Admin (root@antena.test)')).toBeTruthy();
    expect(within(row!).getByText('acting as Ana Ruiz (ana@radio.com)')).toBeTruthy();
    expect(within(row!).getByText('user: Ana Ruiz')).toBeTruthy();
    // 14:05 UTC in the default zone (Buenos Aires, UTC-3), to the second, with the zone named.
    const when = within(row!).getAllByRole('cell')[1]!.textContent!;
    expect(when).toMatch(/11:05:00/);
    expect(when).toMatch(/GMT-3|UTC-3|-03/);
  });

  it("says who acted, 'acting as' whom, and expands a row to its before and after", async () => {
    const api = setUp([
      entry({ id: 'e1', actingAs: { id: 'u-ana', email: 'ana@radio.com', name: null } }),
      entry({ id: 'e2', action: 'client.create', entityType: 'client', before: null, after: { slug: 'mitre' } }),
    ]);
    renderScreen(<AuditLogScreen search={{ page: 1 }} onSearchChange={() => {}} />, { api });

    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [, acting, plain] = within(table).getAllByRole('row');
    expect(within(acting!).getByText('root@antena.test')).toBeTruthy();
    expect(within(acting!).getByText('acting as ana@radio.com')).toBeTruthy();
    expect(within(plain!).queryByText(/acting as/)).toBeNull();
    expect(within(acting!).getByText('Radio Mitre')).toBeTruthy();
    expect(within(acting!).getByText('station.update')).toBeTruthy();
    expect(screen.queryByText(/"Mitre AM 790"/)).toBeNull();

    const toggle = within(acting!).getByRole('button', { name: 'Show changes' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const changed = screen.getByRole('table', { name: 'Changed fields' });
    expect(
      within(changed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['name', '"Mitre AM"', '"Mitre AM 790"']);
    expect(screen.getByText(/"name": "Mitre AM"\s*}/)).toBeTruthy();
    expect(screen.getByText(/"name": "Mitre AM 790"/)).toBeTruthy();

    fireEvent.click(within(plain!).getByRole('button', { name: 'Show changes' }));
    // A creation has no before, so no changed fields either: the new entity in full.
    expect(screen.getByText('Nothing')).toBeTruthy();
    expect(screen.getByText(/"slug": "mitre"/)).toBeTruthy();
    expect(screen.getAllByRole('table', { name: 'Changed fields' })).toHaveLength(1);

    fireEvent.click(within(acting!).getByRole('button', { name: 'Hide changes' }));
    expect(screen.queryByText(/"Mitre AM 790"/)).toBeNull();
    expect(api.callsTo('GET', '/platform/audit-log')[0]!.query.toString()).toBe('page=1&pageSize=50');
  });

  it('asks for the page and client in the URL and moves between pages', async () => {
    const api = setUp([entry({})], 120, 3);
    const onSearchChange = vi.fn();
    renderScreen(<AuditLogScreen search={{ page: 2, clientId: CLIENT_ID }} onSearchChange={onSearchChange} />, {
      api,
    });

    await screen.findByRole('table', { name: 'Audit log' });
    const query = api.callsTo('GET', '/platform/audit-log')[0]!.query;
    expect([query.get('page'), query.get('pageSize'), query.get('clientId')]).toEqual(['2', '50', CLIENT_ID]);
    expect(screen.getByText('Entries: 120')).toBeTruthy();
    // The client filter shows the client of the URL by name.
    expect(await screen.findByDisplayValue('Radio Mitre')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 3, clientId: CLIENT_ID });

    fireEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    fireEvent.click(screen.getByRole('option', { name: '100 per page' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 100, clientId: CLIENT_ID });
  });

  it('asks for the page size of the URL', async () => {
    const api = setUp([entry({})], 120, 6);
    renderScreen(<AuditLogScreen search={{ page: 1, pageSize: 20 }} onSearchChange={() => {}} />, { api });
    await screen.findByRole('table', { name: 'Audit log' });
    expect(api.callsTo('GET', '/platform/audit-log')[0]!.query.get('pageSize')).toBe('20');
  });

  it('says when nothing was recorded', async () => {
    renderScreen(<AuditLogScreen search={{ page: 1 }} onSearchChange={() => {}} />, { api: setUp([]) });
    expect(await screen.findByText('No changes recorded')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the log could not be loaded, and tries again', async () => {
    const api = createFakeApi();
    api.on('GET', '/platform/audit-log', reply(500));
    api.on('GET', '/platform/clients', [aClient()]);
    renderScreen(<AuditLogScreen search={{ page: 1 }} onSearchChange={() => {}} />, { api });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the audit log')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Audit log' })).toBeNull();
    api.on('GET', '/platform/audit-log', page([entry({})]));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Audit log' })).toBeTruthy();
  });
});
