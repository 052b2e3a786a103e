import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@antena/contract';
import { readAuthAs, storeAuthAs } from '../../lib/auth-as';
import { createFakeApi, renderScreen } from '../../test/app-kit';
import { pageReload } from './impersonation';
import { LogInAsScreen } from './LogInAsScreen';

const person = (id: string, email: string, client: string | null, role: User['role'] = 'CLIENT_USER'): User => ({
  id,
  email,
  name: `Name${id}`,
  surname: 'Surname',
  role,
  groupId: null,
  group: null,
  client: client ? { id: `c-${client}`, name: client, slug: client.toLowerCase(), logoUrl: null } : null,
  loginMethod: 'USERNAME_PASSWORD',
  lastLogin: null,
  picture: null,
});

const USERS = [
  person('1', 'ana@mitre.com', 'Radio Mitre'),
  person('2', 'boss@mitre.com', 'Radio Mitre', 'CLIENT_ADMIN'),
  person('3', 'carla@continental.com', 'Continental'),
  person('4', 'dora@mail.com', 'Rivadavia'),
  person('5', 'root@antena.local', null, 'SUPERADMIN'),
];

function setup() {
  const fake = createFakeApi(
    { 'GET /admin/users': { results: USERS, metadata: { totalCount: USERS.length }, pagesCount: 1 } },
    { getAuthAs: readAuthAs },
  );
  renderScreen(<LogInAsScreen />, { api: fake, path: '/settings/log-in-as' });
  return fake;
}

const shownEmails = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]!.textContent);

const search = (text: string) =>
  fireEvent.change(screen.getByLabelText('Search by client or e-mail'), { target: { value: text } });

describe('log in as', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the users with a client, 999 at a time, without X-Auth-As', async () => {
    storeAuthAs('ana@mitre.com');
    const { callsTo } = setup();
    await screen.findByText('carla@continental.com');
    const [request] = callsTo('GET', '/admin/users');
    expect(request!.query.get('pageSize')).toBe('999');
    expect(request!.query.get('contain')).toBe('client');
    expect(request!.headers['X-Auth-As']).toBeUndefined();
    expect(shownEmails()).toEqual(['carla@continental.com', 'ana@mitre.com', 'boss@mitre.com', 'dora@mail.com']);
  });

  it('filters by client name and by e-mail as the user types', async () => {
    setup();
    await screen.findByText('carla@continental.com');
    search('mitre');
    expect(shownEmails()).toEqual(['ana@mitre.com', 'boss@mitre.com']);
    search('RIVADAVIA');
    expect(shownEmails()).toEqual(['dora@mail.com']);
    search('carla@');
    expect(shownEmails()).toEqual(['carla@continental.com']);
    search('nobody');
    expect(screen.getByText('No users found')).toBeTruthy();
  });

  it('asks the server to search after a pause', async () => {
    const { callsTo } = setup();
    await screen.findByText('carla@continental.com');
    search('conti');
    await waitFor(() => expect(callsTo('GET', '/admin/users').at(-1)!.query.get('search')).toBe('conti'));
  });

  it('acts as the chosen user and reloads to /', async () => {
    const reload = vi.spyOn(pageReload, 'toRoot').mockImplementation(() => {});
    setup();
    await screen.findByText('carla@continental.com');
    search('continental');
    fireEvent.click(screen.getByRole('button', { name: 'Log in as carla@continental.com' }));
    expect(readAuthAs()).toBe('carla@continental.com');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows who is acted as, and Clear user removes it and reloads', async () => {
    const reload = vi.spyOn(pageReload, 'toRoot').mockImplementation(() => {});
    storeAuthAs('ana@mitre.com');
    setup();
    expect(await screen.findByText('Acting as ana@mitre.com')).toBeTruthy();
    await screen.findByText('carla@continental.com');
    expect((screen.getByRole('button', { name: 'Acting as ana@mitre.com' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear user' }));
    expect(readAuthAs()).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers nothing to clear while acting as oneself', async () => {
    setup();
    expect(await screen.findByText('You are acting as yourself.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Clear user' }) as HTMLButtonElement).disabled).toBe(true);
    await screen.findByText('carla@continental.com');
  });

  it('refuses a user whose e-mail is not valid', async () => {
    const reload = vi.spyOn(pageReload, 'toRoot').mockImplementation(() => {});
    const broken = person('9', 'not-an-email', 'Broken FM');
    renderScreen(<LogInAsScreen />, {
      api: createFakeApi({ 'GET /admin/users': { results: [broken], metadata: { totalCount: 1 }, pagesCount: 1 } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in as not-an-email' }));
    expect(await screen.findByText('You must provide a valid email')).toBeTruthy();
    expect(readAuthAs()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a retry when the list cannot load', async () => {
    let fail = true;
    renderScreen(<LogInAsScreen />, {
      api: createFakeApi({
        'GET /admin/users': () =>
          fail
            ? new Response(JSON.stringify({ statusCode: 400, code: 'ERR_VALIDATION', message: 'x' }), {
                status: 400,
                headers: { 'content-type': 'application/json' },
              })
            : { results: USERS, metadata: { totalCount: USERS.length }, pagesCount: 1 },
      }),
    });
    expect(await screen.findByText('The users could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('carla@continental.com')).toBeTruthy();
  });
});
