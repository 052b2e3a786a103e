import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { User } from '@antena/contract';
import { renderWithMantine } from '../../test/render';
import { Sidebar } from './Sidebar';

const baseUser: User = {
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
};

async function renderSidebar(user: User, path = '/logger') {
  const rootRoute = createRootRoute({ component: () => <Sidebar user={user} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  renderWithMantine(<RouterProvider router={router as never} />);
  return screen.findByRole('navigation', { name: 'Main' });
}

describe('Sidebar', () => {
  it('shows the client, the user name with initials, and the logout link', async () => {
    const nav = await renderSidebar(baseUser);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Logger', 'Fragments', 'Audit', 'Search']);
    expect(screen.getByText('Radio Mitre')).toBeTruthy();
    expect(screen.getByText('Ana Pérez')).toBeTruthy();
    expect(screen.getByText('AP')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/logout');
    expect(screen.queryByRole('link', { name: 'Change user' })).toBeNull();
  });

  it('gives a superadmin the Admin indicator and Change user, and carries the station', async () => {
    const nav = await renderSidebar(
      { ...baseUser, role: 'SUPERADMIN', client: null, name: null, surname: null },
      '/audit/s/fm-1',
    );
    expect(screen.getByText('Admin')).toBeTruthy();
    expect(screen.getByText('ana@radio.com', { selector: '[data-testid="sidebar-user-name"]' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change user' }).getAttribute('href')).toBe('/settings/log-in-as');
    expect(within(nav).getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search/s/fm-1');
    expect(within(nav).getByRole('link', { name: 'Streamer Box' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
  });
});
