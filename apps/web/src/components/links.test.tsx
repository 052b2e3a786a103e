import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../test/app-kit';
import { AnchorLink, ButtonLink, type LinkTarget } from './links';

const userId = '6f1c2a9e-0000-4000-8000-000000000001';

// Checked by `tsc -p apps/web`: a link to a param route without its param, with a misnamed one,
// or to a path the app does not have, is a type error.
// @ts-expect-error the user id is missing
export const missingParam: LinkTarget = { to: '/admin/users/$id' };
// @ts-expect-error the route's param is `id`
export const misnamedParam: LinkTarget = { to: '/admin/users/$id', params: { userId } };
// @ts-expect-error no such route
export const unknownPath: LinkTarget = { to: '/admin/user/$id', params: { id: userId } };

describe('typed links', () => {
  it('renders the href of a param route and its search, and navigates in the app on a plain click', async () => {
    const { router } = renderScreen(
      <>
        <AnchorLink to="/admin/users/$id" params={{ id: userId }}>
          Ana
        </AnchorLink>
        <ButtonLink to="/platform/clients/$clientId" params={{ clientId: 'c1' }} search={{ tab: 'stations' }}>
          Stations
        </ButtonLink>
      </>,
      { path: '/admin/users' },
    );

    const user = await screen.findByRole('link', { name: 'Ana' });
    expect(user.getAttribute('href')).toBe(`/admin/users/${userId}`);
    expect(screen.getByRole('link', { name: 'Stations' }).getAttribute('href')).toBe(
      '/platform/clients/c1?tab=stations',
    );

    // A modified click is the browser's (a new tab): the app stays where it is.
    fireEvent.click(user, { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/admin/users');

    fireEvent.click(user);
    await expect.poll(() => router.state.location.pathname).toBe(`/admin/users/${userId}`);
  });

  it('marks only a link to this very page as the current page, not one to an ancestor', async () => {
    renderScreen(
      <>
        <AnchorLink to="/admin">Admin</AnchorLink>
        <AnchorLink to="/admin/users">Users</AnchorLink>
      </>,
      { path: '/admin/users' },
    );

    expect((await screen.findByRole('link', { name: 'Admin' })).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
  });
});
