import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMISSION_CATALOG } from '@antena/contract';
import i18n from '../../../lib/i18n';
import { createFakeApi, reply, renderScreen } from '../../../test/app-kit';
import { GroupActionPermissionsTab } from './GroupActionPermissionsTab';

const GROUP_ID = '0b5d2c7e-0000-4000-8000-0000000000a1';
const base = `/admin/group/${GROUP_ID}/permissions`;

afterEach(() => i18n.changeLanguage('en'));

async function renderTab(firstProvider = 'Content AI') {
  const api = createFakeApi();
  api.on('GET', '/permissions-catalog', PERMISSION_CATALOG);
  api.on('GET', base, [
    { permission: 'Contents_Create', allowed: true, isSet: true },
    { permission: 'Fragments_Delivery', allowed: false, isSet: true },
  ]);
  renderScreen(<GroupActionPermissionsTab groupId={GROUP_ID} />, { api });
  await screen.findByRole('heading', { name: firstProvider });
  return api;
}

const allowed = (description: string) =>
  screen.getByRole('switch', { name: `Allowed: ${description}` }) as HTMLInputElement;
const notSet = (description: string) =>
  screen.getByRole('switch', { name: `Not set: ${description}` }) as HTMLInputElement;
/** allow, deny or reset, as the two switches of a row read. */
const state = (description: string) =>
  notSet(description).checked ? 'reset' : allowed(description).checked ? 'allow' : 'deny';

describe('GroupActionPermissionsTab', () => {
  it("shows each provider's permissions with the group's value", async () => {
    await renderTab();
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Content AI',
      'Fragments',
      'Quick Share',
    ]);
    expect(state('Create contents')).toBe('allow');
    expect(state('Deliver fragments')).toBe('deny');
    expect(state('Share with Quick Share')).toBe('reset');
    // Not set is not granted: the allowed switch shows it off, read-only, as for an inherited user value.
    expect(allowed('Share with Quick Share').getAttribute('aria-readonly')).toBe('true');
    expect(allowed('Create contents').getAttribute('aria-readonly')).toBe('false');
  });

  it('describes the catalogue in the interface language', async () => {
    await i18n.changeLanguage('es');
    await renderTab('Contenido IA');
    expect(screen.getByText('Crear contenidos')).toBeTruthy();
  });

  it('sets a value of its own with POST .../deny, then allows it with POST .../allow', async () => {
    const api = await renderTab();
    api.on('POST', `${base}/QuickShare_Share/deny`, { permission: 'QuickShare_Share', allowed: false, isSet: true });
    api.on('POST', `${base}/QuickShare_Share/allow`, { permission: 'QuickShare_Share', allowed: true, isSet: true });
    fireEvent.click(notSet('Share with Quick Share'));
    await waitFor(() => expect(state('Share with Quick Share')).toBe('deny'));
    expect(api.callsTo('POST', `${base}/QuickShare_Share/deny`)).toHaveLength(1);

    fireEvent.click(allowed('Share with Quick Share'));
    await waitFor(() => expect(state('Share with Quick Share')).toBe('allow'));
    expect(api.callsTo('POST', `${base}/QuickShare_Share/allow`)).toHaveLength(1);
  });

  it("says 'Could not update permission' when the server refuses", async () => {
    const api = await renderTab();
    api.on('POST', `${base}/Contents_Create/reset`, reply(500));
    fireEvent.click(notSet('Create contents'));
    expect(await screen.findByText('Could not update permission')).toBeTruthy();
    expect(state('Create contents')).toBe('allow');
  });

  it('resets every permission after confirmation', async () => {
    const api = await renderTab();
    api.on('POST', `${base}/reset`, []);
    fireEvent.click(screen.getByRole('button', { name: 'Reset all' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(state('Create contents')).toBe('reset'));
    expect(api.callsTo('POST', `${base}/reset`)).toHaveLength(1);
  });
});
