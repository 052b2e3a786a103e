import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StationUserPermission } from '@antena/contract';
import { createFakeApi, reply, renderScreen } from '../../../test/app-kit';
import { StationUsersPermissionsTab } from './StationUsersPermissionsTab';

const STATION = { id: 'st-1', slug: 'fm-1', name: 'FM 1', logoUrl: null };
const SALES = { id: '0b5d2c7e-0000-4000-8000-0000000000a1', name: 'Sales' };
const row = (
  id: string,
  name: string,
  role: 'CLIENT_USER' | 'CLIENT_ADMIN',
  allowed: boolean,
  permission: StationUserPermission['permission'],
): StationUserPermission => ({
  station: STATION,
  user: { id, email: `${name.toLowerCase()}@radio.com`, name, surname: 'Test', role },
  allowed,
  // As the server answers it: a client user's direct grant or none may be switched.
  editable: role === 'CLIENT_USER' && (permission === null || permission.type.startsWith('DIRECT')),
  permission,
});
const ADA = '6f1c2a9e-0000-4000-8000-000000000001';
const ANA = '6f1c2a9e-0000-4000-8000-000000000002';
const BOB = '6f1c2a9e-0000-4000-8000-000000000003';
const CARLA = '6f1c2a9e-0000-4000-8000-000000000004';
const rows = [
  row(ADA, 'Ada', 'CLIENT_ADMIN', true, { type: 'FROM_ROLE', group: null }),
  row(ANA, 'Ana', 'CLIENT_USER', true, { type: 'DIRECT', group: null }),
  row(BOB, 'Bob', 'CLIENT_USER', true, { type: 'FROM_GROUP', group: SALES }),
  row(CARLA, 'Carla', 'CLIENT_USER', false, null),
];

async function renderTab() {
  const api = createFakeApi();
  api.on('GET', '/stations/st-1/users-permissions', rows);
  renderScreen(<StationUsersPermissionsTab stationId="st-1" />, { api });
  await screen.findByRole('table', { name: 'Users permissions' });
  return api;
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;
const switchOf = (name: string) => within(rowOf(name)).getByRole('switch') as HTMLInputElement;

describe('StationUsersPermissionsTab', () => {
  it('shows a client admin as allowed through the role, not editable', async () => {
    await renderTab();
    const ada = rowOf('Ada Test');
    expect(switchOf('Ada Test').checked).toBe(true);
    expect(switchOf('Ada Test').getAttribute('aria-readonly')).toBe('true');
    expect(within(ada).getByText('From role')).toBeTruthy();
    expect(within(ada).getByText(/Allowed through the role/)).toBeTruthy();
    expect(rowOf('Ada Test').querySelector('a')?.getAttribute('href')).toBe(`/admin/users/${ADA}`);
  });

  it('labels each way of access and lets only direct or absent rows be changed', async () => {
    await renderTab();
    expect(within(rowOf('Ana Test')).getByText('Direct')).toBeTruthy();
    expect(within(rowOf('Bob Test')).getByText('From group Sales')).toBeTruthy();
    expect(within(rowOf('Carla Test')).getByText('No access')).toBeTruthy();
    expect(switchOf('Ana Test').getAttribute('aria-readonly')).toBe('false');
    expect(switchOf('Bob Test').getAttribute('aria-readonly')).toBe('true');
    expect(switchOf('Carla Test').getAttribute('aria-readonly')).toBe('false');
    expect(switchOf('Carla Test').checked).toBe(false);
  });

  it('sends PUT with allowed false when a direct permission is switched off', async () => {
    const api = await renderTab();
    api.on('PUT', `/stations/st-1/users-permissions/${ANA}`, { ...rows[1], allowed: false, permission: null });
    fireEvent.click(switchOf('Ana Test'));
    await waitFor(() =>
      expect(api.callsTo('PUT', `/stations/st-1/users-permissions/${ANA}`).map((call) => call.body)).toEqual([
        { allowed: false },
      ]),
    );
    expect(api.callsTo('PUT', `/stations/st-1/users-permissions/${ADA}`)).toEqual([]);
  });

  it("says 'Could not update permission' when the change fails", async () => {
    const api = await renderTab();
    api.on('PUT', `/stations/st-1/users-permissions/${CARLA}`, reply(500));
    fireEvent.click(switchOf('Carla Test'));
    expect(await screen.findByText('Could not update permission')).toBeTruthy();
    expect(api.callsTo('PUT', `/stations/st-1/users-permissions/${CARLA}`)[0]!.body).toEqual({ allowed: true });
  });

  it("says 'Error loading permissions' with a retry, and 'No permissions found' when empty", async () => {
    const api = createFakeApi();
    api.on('GET', '/stations/st-1/users-permissions', reply(500));
    renderScreen(<StationUsersPermissionsTab stationId="st-1" />, { api });
    expect(await screen.findByText('Error loading permissions')).toBeTruthy();
    api.on('GET', '/stations/st-1/users-permissions', []);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No permissions found')).toBeTruthy();
  });
});
