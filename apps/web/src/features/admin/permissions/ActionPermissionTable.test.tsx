import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { PERMISSION_CATALOG } from '@antena/contract';
import { aUser, createFakeApi, renderScreen } from '../../../test/app-kit';
import { GroupActionPermissionsTab } from '../groups/GroupActionPermissionsTab';
import { UserActionsPermissionsTab } from '../users/UserActionsPermissionsTab';
import { ActionPermissionRow, ActionPermissionTable } from './ActionPermissionTable';

const GROUP_ID = '0b5d2c7e-0000-4000-8000-0000000000a1';

/** The header cells and the switches of the Content AI table, as a user reads them. */
async function contentAiControls() {
  const section = await screen.findByRole('region', { name: 'Content AI' });
  const headers = within(section)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  const row = within(section).getByText('Create contents').closest('tr') as HTMLElement;
  const switches = within(row)
    .getAllByRole('switch')
    .map((control) => control.getAttribute('aria-label'));
  return { headers, switches, radios: within(section).queryAllByRole('radio') };
}

describe('action permission controls (issue 13.18)', () => {
  it('are the same for a user and a group: a third-state switch and the allowed switch', async () => {
    const user = aUser({ groupId: GROUP_ID, group: { id: GROUP_ID, name: 'Noticias' } });
    const userApi = createFakeApi();
    userApi.on('GET', '/permissions-catalog', PERMISSION_CATALOG);
    userApi.on('GET', `/admin/user/${user.id}/permissions`, []);
    const userView = renderScreen(<UserActionsPermissionsTab user={user} />, { api: userApi });
    const forUser = await contentAiControls();
    userView.unmount();

    const groupApi = createFakeApi();
    groupApi.on('GET', '/permissions-catalog', PERMISSION_CATALOG);
    groupApi.on('GET', `/admin/group/${GROUP_ID}/permissions`, []);
    renderScreen(<GroupActionPermissionsTab groupId={GROUP_ID} />, { api: groupApi });
    const forGroup = await contentAiControls();

    expect(forUser).toEqual({
      headers: ['Permission', 'Inherit from group', 'Allowed'],
      switches: ['Inherit from group: Create contents', 'Allowed: Create contents'],
      radios: [],
    });
    expect(forGroup).toEqual({
      headers: ['Permission', 'Not set', 'Allowed'],
      switches: ['Not set: Create contents', 'Allowed: Create contents'],
      radios: [],
    });
  });

  it('show a value from elsewhere read-only at full contrast, and never go pale while saving', async () => {
    renderScreen(
      <ActionPermissionTable id="p" title="Fragments" unsetLabel="Inherit from group">
        <ActionPermissionRow
          description="Deliver fragments"
          allowed
          unset={{ label: 'Inherit from group', on: true }}
          onChange={() => new Promise(() => {})}
        />
      </ActionPermissionTable>,
    );
    const allowed = (await screen.findByRole('switch', { name: 'Allowed: Deliver fragments' })) as HTMLInputElement;
    expect(allowed.checked).toBe(true);
    expect(allowed.getAttribute('aria-readonly')).toBe('true');
    // Disabled would paint it in Mantine's grey; read-only keeps the allowed colour.
    expect(allowed.disabled).toBe(false);

    const inherit = screen.getByRole('switch', { name: 'Inherit from group: Deliver fragments' }) as HTMLInputElement;
    fireEvent.click(inherit);
    expect(inherit.getAttribute('aria-busy')).toBe('true');
    expect(inherit.disabled).toBe(false);
  });
});
