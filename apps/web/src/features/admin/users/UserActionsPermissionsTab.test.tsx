import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMISSION_CATALOG, type User, type UserPermission } from '@antena/contract';
import i18n from '../../../lib/i18n';
import { UserActionsPermissionsTab } from './UserActionsPermissionsTab';
import { aUser, createFakeApi, renderScreen } from '../../../test/app-kit';

const groupId = '6f1c2a9e-0000-4000-8000-0000000000aa';
const grouped = aUser({ groupId, group: { id: groupId, name: 'Noticias' } });

function setUp(user: User, values: UserPermission[]) {
  const api = createFakeApi();
  api.on('GET', '/permissions-catalog', PERMISSION_CATALOG);
  api.on('GET', `/admin/user/${user.id}/permissions`, values);
  renderScreen(<UserActionsPermissionsTab user={user} />, { api });
  return api;
}

const allowed = (description: string) =>
  screen.getByRole('switch', { name: `Allowed: ${description}` }) as HTMLInputElement;
const inherit = (description: string) =>
  screen.getByRole('switch', { name: `Inherit from group: ${description}` }) as HTMLInputElement;
const base = `/admin/user/${grouped.id}/permissions`;

describe('UserActionsPermissionsTab', () => {
  it('groups the catalogue by provider, and an inherited value makes the allowed switch read-only', async () => {
    setUp(grouped, [
      { permission: 'Contents_Create', allowed: true, groupId },
      { permission: 'Fragments_Delivery', allowed: false, groupId: null },
    ]);

    expect(await screen.findByRole('heading', { name: 'Content AI' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Quick Share' })).toBeTruthy();
    expect(inherit('Create contents').checked).toBe(true);
    expect(allowed('Create contents').checked).toBe(true);
    expect(allowed('Create contents').getAttribute('aria-readonly')).toBe('true');
    expect(screen.getByText('Taken from the group Noticias')).toBeTruthy();

    expect(inherit('Deliver fragments').checked).toBe(false);
    expect(allowed('Deliver fragments').getAttribute('aria-readonly')).toBe('false');
  });

  it('turning inheritance off keeps the current value; on, it asks for the group value', async () => {
    const api = setUp(grouped, [
      { permission: 'Contents_Create', allowed: true, groupId },
      { permission: 'Fragments_Delivery', allowed: false, groupId: null },
    ]);
    api.on('POST', `${base}/Contents_Create/allow`, { permission: 'Contents_Create', allowed: true, groupId: null });
    api.on('POST', `${base}/Fragments_Delivery/inherit-from-group`, {
      permission: 'Fragments_Delivery',
      allowed: true,
      groupId,
    });

    fireEvent.click(await screen.findByRole('switch', { name: 'Inherit from group: Create contents' }));
    await waitFor(() => expect(allowed('Create contents').getAttribute('aria-readonly')).toBe('false'));
    expect(api.callsTo('POST', `${base}/Contents_Create/allow`)).toHaveLength(1);

    fireEvent.click(inherit('Deliver fragments'));
    await waitFor(() => expect(allowed('Deliver fragments').getAttribute('aria-readonly')).toBe('true'));
    expect(allowed('Deliver fragments').checked).toBe(true);
    expect(api.callsTo('POST', `${base}/Fragments_Delivery/inherit-from-group`)).toHaveLength(1);
  });

  it('allows or denies a value of its own, and offers no inheritance without a group', async () => {
    const user = aUser();
    const api = setUp(user, [{ permission: 'QuickShare_Share', allowed: false, groupId: null }]);
    api.on('POST', `/admin/user/${user.id}/permissions/QuickShare_Share/allow`, {
      permission: 'QuickShare_Share',
      allowed: true,
      groupId: null,
    });

    fireEvent.click(await screen.findByRole('switch', { name: 'Allowed: Share with Quick Share' }));
    await waitFor(() => expect(allowed('Share with Quick Share').checked).toBe(true));
    expect(screen.queryByRole('switch', { name: /Inherit from group/ })).toBeNull();
  });

  it('resets every value after confirmation', async () => {
    const api = setUp(grouped, [{ permission: 'Contents_Create', allowed: true, groupId: null }]);
    api.on('POST', `${base}/reset`, []);

    fireEvent.click(await screen.findByRole('button', { name: 'Reset all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset all permissions' });
    expect(api.callsTo('POST', `${base}/reset`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset all' }));
    await waitFor(() => expect(allowed('Create contents').checked).toBe(false));
    expect(api.callsTo('POST', `${base}/reset`)).toHaveLength(1);
  });

  it('describes the permissions in Spanish', async () => {
    await i18n.changeLanguage('es');
    try {
      setUp(grouped, []);
      expect(await screen.findByRole('heading', { name: 'Contenido IA' })).toBeTruthy();
      expect(screen.getByRole('switch', { name: 'Permitido: Crear contenidos' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
