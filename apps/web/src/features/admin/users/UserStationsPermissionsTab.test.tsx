import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StationPermissionType, StationUserPermission, User } from '@antena/contract';
import { UserStationsPermissionsTab } from './UserStationsPermissionsTab';
import { aUser, reply, createFakeApi, renderScreen } from '../../../test/app-kit';

const station = (n: number, name: string) => ({ id: `st-${n}`, slug: `station-${n}`, name, logoUrl: null });

function entry(
  user: User,
  n: number,
  name: string,
  type: StationPermissionType | null,
  group: { id: string; name: string } | null = null,
): StationUserPermission {
  return {
    station: station(n, name),
    user: { id: user.id, email: user.email, name: user.name, surname: user.surname, role: user.role },
    allowed: type !== null,
    // As the server answers it: a client user's direct grant or none may be switched.
    editable: user.role === 'CLIENT_USER' && (type === null || type === 'DIRECT' || type === 'DIRECT_AND_FROM_GROUP'),
    permission: type ? { type, group } : null,
  };
}

const newsGroup = { id: 'g-1', name: 'Noticias' };

function setUp(user: User, entries: StationUserPermission[]) {
  const api = createFakeApi();
  api.on('GET', `/stations/users-permissions/${user.id}`, entries);
  renderScreen(<UserStationsPermissionsTab user={user} />, { api });
  return api;
}

const switchFor = (station: string) => screen.getByRole('switch', { name: `Access to ${station}` }) as HTMLInputElement;
const rowOf = (station: string) => screen.getByRole('cell', { name: station }).closest('tr')!;

describe('UserStationsPermissionsTab', () => {
  it('marks every station of a client admin and lets no switch change', async () => {
    const admin = aUser({ role: 'CLIENT_ADMIN' });
    const api = setUp(admin, [entry(admin, 1, 'FM Uno', 'FROM_ROLE'), entry(admin, 2, 'Radio Dos', 'FROM_ROLE')]);

    await screen.findByRole('table', { name: 'Stations permissions' });
    for (const name of ['FM Uno', 'Radio Dos']) {
      expect(within(rowOf(name)).getByText('Client admin')).toBeTruthy();
      expect(switchFor(name).checked).toBe(true);
      expect(switchFor(name).getAttribute('aria-readonly')).toBe('true');
      // Read-only, not disabled: an allowed switch keeps its colours and reads as allowed.
      expect(switchFor(name).disabled).toBe(false);
      fireEvent.click(switchFor(name));
      expect(switchFor(name).checked).toBe(true);
    }
    expect(api.callsTo('PUT', `/stations/st-1/users-permissions/${admin.id}`)).toHaveLength(0);
  });

  it('labels direct and group access, and toggling a direct permission sends PUT', async () => {
    const user = aUser();
    const api = setUp(user, [
      entry(user, 1, 'FM Uno', 'DIRECT'),
      entry(user, 2, 'Radio Dos', 'FROM_GROUP', newsGroup),
      entry(user, 3, 'Tres TV', null),
    ]);
    api.on('PUT', `/stations/st-1/users-permissions/${user.id}`, entry(user, 1, 'FM Uno', null));

    await screen.findByRole('table', { name: 'Stations permissions' });
    expect(within(rowOf('FM Uno')).getByText('Direct')).toBeTruthy();
    expect(within(rowOf('Radio Dos')).getByText('Noticias')).toBeTruthy();
    expect(within(rowOf('Radio Dos')).queryByText('Direct')).toBeNull();
    expect(screen.queryByText('Client admin')).toBeNull();
    // Only a direct or absent permission is the user's own to change.
    expect(switchFor('Radio Dos').getAttribute('aria-readonly')).toBe('true');
    expect(switchFor('Tres TV').getAttribute('aria-readonly')).toBe('false');

    expect(switchFor('FM Uno').checked).toBe(true);
    fireEvent.click(switchFor('FM Uno'));
    await waitFor(() => expect(switchFor('FM Uno').checked).toBe(false));
    const puts = api.callsTo('PUT', `/stations/st-1/users-permissions/${user.id}`);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual({ allowed: false });
    expect(within(rowOf('FM Uno')).queryByText('Direct')).toBeNull();
  });

  it("filters stations by name and says 'Could not update permission' when a change fails", async () => {
    const user = aUser();
    const api = setUp(user, [entry(user, 1, 'FM Uno', null), entry(user, 2, 'Radio Dos', null)]);
    api.on('PUT', `/stations/st-2/users-permissions/${user.id}`, reply(400));

    fireEvent.change(await screen.findByRole('textbox', { name: 'Filter stations' }), { target: { value: 'radio' } });
    expect(screen.queryByRole('cell', { name: 'FM Uno' })).toBeNull();
    fireEvent.click(switchFor('Radio Dos'));
    expect(await screen.findByText('Could not update permission')).toBeTruthy();
    expect(switchFor('Radio Dos').checked).toBe(false);
  });

  it("says 'Error loading permissions' with a retry, and 'No permissions found' when empty", async () => {
    const user = aUser();
    const api = setUp(user, []);
    api.on('GET', `/stations/users-permissions/${user.id}`, reply(404));
    expect((await screen.findByRole('alert')).textContent).toContain('Error loading permissions');

    api.on('GET', `/stations/users-permissions/${user.id}`, []);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No permissions found')).toBeTruthy();
  });

  it('pages the stations 50 at a time by name, with 20 and 100 on offer (issue 13.21)', async () => {
    const user = aUser();
    const names = Array.from({ length: 60 }, (_, i) => `FM ${String(i + 1).padStart(2, '0')}`);
    setUp(
      user,
      [...names].reverse().map((name, i) => entry(user, i + 1, name, null)),
    );
    const rows = () =>
      within(screen.getByRole('table', { name: 'Stations permissions' }))
        .getAllByRole('row')
        .slice(1);

    await screen.findByRole('table', { name: 'Stations permissions' });
    expect(rows()).toHaveLength(50);
    expect(within(rows()[0]!).getByText('FM 01')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '20 per page',
      '50 per page',
      '100 per page',
    ]);
    fireEvent.click(screen.getByRole('option', { name: '20 per page' }));
    expect(rows()).toHaveLength(20);
    fireEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    fireEvent.click(screen.getByRole('option', { name: '100 per page' }));
    expect(rows()).toHaveLength(60);
  });
});
