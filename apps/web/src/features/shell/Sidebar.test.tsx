import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MeUser, Station } from '@antena/contract';
import { readAuthAs, storeAuthAs } from '../../lib/auth-as';
import { pageReload } from '../settings/impersonation';
import { Sidebar } from './Sidebar';
import { aUserStation, createFakeApi, renderScreen } from '../../test/app-kit';

const baseUser: MeUser = {
  id: 'u1',
  email: 'ana@radio.com',
  name: 'Ana',
  surname: 'Pérez',
  role: 'CLIENT_USER',
  groupId: null,
  group: null,
  client: { id: 'c1', name: 'Radio Mitre', slug: 'mitre', logoUrl: null },
  loginMethod: 'USERNAME_PASSWORD',
  lastLogin: null,
  picture: null,
  impersonator: null,
};

const superadmin: MeUser = { ...baseUser, role: 'SUPERADMIN', client: null, name: null, surname: null };
const actingAsAna: MeUser = {
  ...baseUser,
  impersonator: { id: 's1', email: 'root@antena.local', name: 'Root' },
};

const flags = (contentAi: boolean) => ({
  flags: { app__audit_aod_enabled: false, app__content_ai_enabled: contentAi, app__user_permissions_check: false },
});

async function renderSidebar(user: MeUser, path = '/logger', contentAi = false, stations: Station[] = []) {
  const api = createFakeApi({ 'GET /feature-flags': flags(contentAi), 'GET /stations': stations });
  const { queryClient } = renderScreen(<Sidebar user={user} />, { api, path });
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  await waitFor(() => expect(queryClient.getQueryState(['feature-flags'])?.status).toBe('success'));
  return nav;
}

const navLinks = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Sidebar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the client, the user name with initials, and the logout link', async () => {
    const nav = await renderSidebar(baseUser);
    expect(navLinks(nav)).toEqual(['Logger', 'Fragments', 'Audit', 'Search']);
    expect(screen.getByText('Radio Mitre')).toBeTruthy();
    expect(screen.getByText('Ana Pérez')).toBeTruthy();
    expect(screen.getByText('AP')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/logout');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings/config');
    expect(screen.queryByRole('link', { name: 'Change user' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Platform' })).toBeNull();
    expect(screen.queryByText(/Acting as/)).toBeNull();
  });

  it('gives a superadmin the Admin indicator, Change user and Platform, and carries the station', async () => {
    const nav = await renderSidebar(superadmin, '/audit/s/fm-1');
    expect(screen.getByText('Admin')).toBeTruthy();
    expect(screen.getByText('ana@radio.com', { selector: '[data-testid="sidebar-user-name"]' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change user' }).getAttribute('href')).toBe('/settings/log-in-as');
    expect(within(nav).getByRole('link', { name: 'Platform' }).getAttribute('href')).toBe('/platform');
    expect(within(nav).getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search/s/fm-1');
    expect(within(nav).getByRole('link', { name: 'Streamer Box' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it("leads the Audit link to the first audit-enabled station's audit", async () => {
    const stations = [
      aUserStation({ id: 's1', slug: 'fm-1' }),
      aUserStation({ id: 's2', slug: 'fm-2' }, { audit: { enabled: true } }),
    ];
    const nav = await renderSidebar(baseUser, '/logger/s/fm-1', false, stations);
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Audit' }).getAttribute('href')).toBe('/audit/s/fm-2'),
    );
    expect(within(nav).getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search/s/fm-1');
  });

  it('hides Change user and Platform from a client admin', async () => {
    const nav = await renderSidebar({ ...baseUser, role: 'CLIENT_ADMIN' });
    expect(within(nav).getByRole('link', { name: 'Admin' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Platform' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Change user' })).toBeNull();
  });

  it('shows the Content AI link only when the feature flag answers on', async () => {
    const nav = await renderSidebar(baseUser, '/logger', true);
    expect(await within(nav).findByRole('link', { name: 'Content AI' })).toBeTruthy();
  });

  it("shows who the superadmin acts as, with the user's client, and clears it", async () => {
    const reload = vi.spyOn(pageReload, 'toRoot').mockImplementation(() => {});
    storeAuthAs('ana@radio.com');
    const nav = await renderSidebar(actingAsAna);
    expect(screen.getByText('Acting as ana@radio.com')).toBeTruthy();
    expect(screen.getByText('Signed in as root@antena.local')).toBeTruthy();
    expect(screen.getByText('Radio Mitre')).toBeTruthy();
    expect(screen.queryByText('Admin')).toBeNull();
    expect(screen.getByRole('link', { name: 'Change user' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Platform' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear user' }));
    expect(readAuthAs()).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });
});
