import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@antena/contract';
import { UserViewScreen } from './UserViewScreen';
import { aUser, reply, createFakeApi, renderScreen } from '../../../test/app-kit';

const flags = vi.hoisted(() => ({ permissionsCheck: false }));
vi.mock('../../../lib/use-feature-flag', () => ({
  useFeatureFlag: (flag: string) => flag === 'app__user_permissions_check' && flags.permissionsCheck,
}));

function setUp(user: User, path = `/admin/users/${user.id}`) {
  const api = createFakeApi();
  api.on('GET', `/users-ca/${user.id}`, user);
  api.on('GET', `/stations/users-permissions/${user.id}`, []);
  api.on('GET', '/permissions-catalog', []);
  api.on('GET', `/admin/user/${user.id}/permissions`, []);
  return renderScreen(<UserViewScreen userId={user.id} />, { api, path });
}

const tabNames = async () => {
  const list = await screen.findByRole('tablist', { name: 'User sections' });
  return within(list)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
};

describe('UserViewScreen', () => {
  beforeEach(() => {
    flags.permissionsCheck = false;
  });

  it('hides the actions permissions tab while the flag is off', async () => {
    setUp(aUser(), `/admin/users/${aUser().id}?tab=actions-permissions`);
    expect(await tabNames()).toEqual(['Basic info', 'Stations permissions']);
    // The asked-for tab is not there: basic info shows instead.
    expect(await screen.findByText('ana@radio.com')).toBeTruthy();
  });

  it('shows the actions permissions tab to client users only when the flag is on', async () => {
    flags.permissionsCheck = true;
    setUp(aUser());
    expect(await tabNames()).toEqual(['Basic info', 'Stations permissions', 'Actions permissions']);
  });

  it('never shows actions permissions for a client admin', async () => {
    flags.permissionsCheck = true;
    setUp(aUser({ role: 'CLIENT_ADMIN' }));
    expect(await tabNames()).toEqual(['Basic info', 'Stations permissions']);
  });

  it("shows the basic info with 'Not set' and 'No group'", async () => {
    setUp(aUser({ name: null, surname: null }));
    expect(await screen.findByRole('heading', { name: 'ana@radio.com' })).toBeTruthy();
    expect(screen.getByText('Username and password')).toBeTruthy();
    expect(screen.getByText('Not set')).toBeTruthy();
    expect(screen.getByText('Client user')).toBeTruthy();
    expect(screen.getByText('No group')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/admin/users/${aUser().id}/edit`);
  });

  it("deletes after confirmation, says 'User deleted' and returns to the list", async () => {
    const user = aUser();
    const { api, router } = setUp(user);
    api.on('DELETE', `/users-ca/${user.id}`, reply(204));

    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('User deleted')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(api.callsTo('DELETE', `/users-ca/${user.id}`)).toHaveLength(1);
  });

  it("says 'Could not delete user' when the deletion fails", async () => {
    const user = aUser();
    const { api, router } = setUp(user);
    api.on('DELETE', `/users-ca/${user.id}`, reply(409));

    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete user')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/admin/users/${user.id}`);
  });

  it('resets the password of a password user and shows the new one once', async () => {
    const user = aUser();
    const { api } = setUp(user);
    api.on('POST', `/users-ca/${user.id}/password`, { temporaryPassword: 'New-Tmp-42' });

    fireEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Temporary password' });
    expect(dialog.textContent).toContain('New-Tmp-42');
  });

  it('explains a 400 from an installation with an external identity provider', async () => {
    const user = aUser();
    const { api } = setUp(user);
    api.on('POST', `/users-ca/${user.id}/password`, reply(400));

    fireEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('external identity provider');
  });

  it('offers no password reset to a social login user', async () => {
    setUp(aUser({ loginMethod: 'SOCIAL_LOGIN' }));
    await screen.findByRole('button', { name: 'Delete' });
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
  });

  it("says 'User not found' for an unknown user", async () => {
    const api = createFakeApi();
    api.on('GET', '/users-ca/:id', reply(404));
    renderScreen(<UserViewScreen userId="6f1c2a9e-0000-4000-8000-00000000dead" />, { api });
    expect(await screen.findByText('User not found')).toBeTruthy();
    // Retrying cannot bring it back: the way on is the list.
    expect(screen.getByRole('link', { name: 'Back to users' }).getAttribute('href')).toBe('/admin/users');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('retries a user that could not be loaded', async () => {
    const api = createFakeApi();
    api.on('GET', '/users-ca/:id', reply(500));
    renderScreen(<UserViewScreen userId="6f1c2a9e-0000-4000-8000-00000000dead" />, { api });
    expect(await screen.findByText('The user could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
