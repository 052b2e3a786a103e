import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@antena/contract';
import { UsersListScreen } from './UsersListScreen';
import { aUser, reply, createFakeApi, renderScreen } from '../../../test/app-kit';

const ana = aUser({ lastLogin: '2026-03-02T14:05:00Z' });
const nameless = aUser({
  id: '6f1c2a9e-0000-4000-8000-000000000002',
  email: 'juan.gomez@radio.com',
  name: null,
  surname: null,
});
const page = (results: User[], totalCount = results.length, pagesCount = 1) => ({
  results,
  metadata: { totalCount },
  pagesCount,
});

function PagedList() {
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(50);
  const onPageSizeChange = (next: number) => {
    setSize(next);
    setCurrent(1);
  };
  return (
    <UsersListScreen page={current} pageSize={size} onPageChange={setCurrent} onPageSizeChange={onPageSizeChange} />
  );
}

describe('UsersListScreen', () => {
  it('lists user, email, last login and the view and edit actions', async () => {
    const api = createFakeApi();
    api.on('GET', '/users-ca', page([ana, nameless]));
    api.on('GET', '/users/me/settings', { timezone: 'Europe/Madrid' });
    renderScreen(<UsersListScreen page={1} pageSize={50} onPageChange={() => {}} onPageSizeChange={() => {}} />, {
      api,
    });

    expect(await screen.findByText('Loading users')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['User', 'Email', 'Last login', 'Actions']);
    const [, anaRow, juanRow] = within(table).getAllByRole('row');
    expect(within(anaRow!).getByRole('link', { name: 'Pérez, Ana' }).getAttribute('href')).toBe(
      `/admin/users/${ana.id}`,
    );
    expect(within(anaRow!).getByText('ana@radio.com')).toBeTruthy();
    // In the user's timezone setting, named because this browser runs on another clock.
    expect(await within(anaRow!).findByText('03/02/2026, 15:05 GMT+1')).toBeTruthy();
    expect(within(anaRow!).getByRole('link', { name: 'Edit Pérez, Ana' }).getAttribute('href')).toBe(
      `/admin/users/${ana.id}/edit`,
    );
    // No name: the e-mail's local part, and a dash for a user who never signed in.
    expect(within(juanRow!).getByRole('link', { name: 'juan.gomez' })).toBeTruthy();
    expect(within(juanRow!).getByRole('link', { name: 'View juan.gomez' })).toBeTruthy();
    expect(within(juanRow!).getAllByRole('cell')[2]!.textContent).toBe('-');
    expect(screen.getByRole('link', { name: 'Create user' }).getAttribute('href')).toBe('/admin/users/add');
    expect(api.calls[0]!.query.get('page')).toBe('1');
    expect(api.calls[0]!.query.get('pageSize')).toBe('50');
  });

  it("says 'No users found' when the client has none", async () => {
    const api = createFakeApi();
    api.on('GET', '/users-ca', page([]));
    renderScreen(<UsersListScreen page={1} pageSize={50} onPageChange={() => {}} onPageSizeChange={() => {}} />, {
      api,
    });
    expect(await screen.findByText('No users found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks the server for page 2 when the page changes', async () => {
    const api = createFakeApi();
    const second = aUser({
      id: '6f1c2a9e-0000-4000-8000-000000000099',
      email: 'zoe@radio.com',
      name: 'Zoe',
      surname: 'Zárate',
    });
    api.on('GET', '/users-ca', ({ query }) => (query.get('page') === '2' ? page([second], 51, 2) : page([ana], 51, 2)));
    renderScreen(<PagedList />, { api });

    await screen.findByRole('link', { name: 'Pérez, Ana' });
    expect(screen.getByText('51 users')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2' }));

    expect(await screen.findByRole('link', { name: 'Zárate, Zoe' })).toBeTruthy();
    const pages = api.callsTo('GET', '/users-ca').map((call) => call.query.get('page'));
    expect(pages).toEqual(['1', '2']);
    expect(api.calls.at(-1)!.query.get('pageSize')).toBe('50');
  });

  it('offers the page sizes 20, 50 and 100 (50 by default) and asks the server for the one chosen', async () => {
    const api = createFakeApi();
    api.on('GET', '/users-ca', ({ query }) =>
      query.get('pageSize') === '100' ? page([ana], 51, 1) : page([ana], 51, 2),
    );
    renderScreen(<PagedList />, { api });

    const size = await screen.findByRole('combobox', { name: 'Rows per page' });
    expect((size as HTMLInputElement).value).toBe('50 per page');
    fireEvent.click(size);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '20 per page',
      '50 per page',
      '100 per page',
    ]);
    fireEvent.click(screen.getByRole('option', { name: '100 per page' }));
    await waitFor(() => expect(api.calls.at(-1)!.query.get('pageSize')).toBe('100'));
    expect(api.calls.at(-1)!.query.get('page')).toBe('1');
  });

  it('offers a retry when the list fails', async () => {
    const api = createFakeApi();
    api.on('GET', '/users-ca', reply(500));
    renderScreen(<UsersListScreen page={1} pageSize={50} onPageChange={() => {}} onPageSizeChange={() => {}} />, {
      api,
    });
    expect((await screen.findByRole('alert')).textContent).toContain('The users could not be loaded.');

    api.on('GET', '/users-ca', page([ana]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Pérez, Ana' })).toBeTruthy());
  });
});
