import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { UserCreateScreen } from './UserCreateScreen';
import { aUser, reply, createFakeApi, renderScreen, type FakeApi } from '../../../test/app-kit';

const group = { id: '6f1c2a9e-0000-4000-8000-0000000000aa', name: 'Noticias', usersCount: 2 };

function setUp(configure?: (api: FakeApi) => void) {
  const api = createFakeApi();
  api.on('GET', '/users/groups', [group]);
  configure?.(api);
  return renderScreen(<UserCreateScreen />, {
    api,
    path: '/admin/users/add',
    config: { socialLoginDomains: ['radio.com'] },
  });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

async function choose(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label }) as HTMLInputElement;
  await waitFor(() => expect(select.disabled).toBe(false));
  fireEvent.click(select);
  // The dropdown's transition keeps its options out of the accessibility tree in jsdom.
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
  await waitFor(() => expect(select.value).toBe(option));
}

async function fillValidUser(email = 'Nuevo@Otra.com ') {
  await screen.findByRole('form', { name: 'Create user' });
  type('Email', email);
  type('Name', ' lucía');
  type('Surname', 'gómez');
}

describe('UserCreateScreen', () => {
  it('sets the login method from the e-mail domain, read-only', async () => {
    setUp();
    await screen.findByRole('form', { name: 'Create user' });
    const loginMethod = screen.getByRole('textbox', { name: 'Login method' }) as HTMLInputElement;
    expect(loginMethod.readOnly).toBe(true);
    expect(loginMethod.value).toBe('Username and password');

    type('Email', 'ana@radio.com');
    expect(loginMethod.value).toBe('Social login');
    type('Email', 'ana@news.radio.com');
    expect(loginMethod.value).toBe('Social login');
    type('Email', 'ana@otherradio.com');
    expect(loginMethod.value).toBe('Username and password');
  });

  it('hides the group for a client admin and sends no group', async () => {
    const { api } = setUp((fake) =>
      fake.on(
        'POST',
        '/users-ca',
        reply(201, aUser({ id: '6f1c2a9e-0000-4000-8000-000000000007', role: 'CLIENT_ADMIN' })),
      ),
    );
    await fillValidUser();
    await choose('Group', 'Noticias');
    await choose('Role', 'Client admin');
    expect(screen.queryByRole('combobox', { name: 'Group' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(api.callsTo('POST', '/users-ca')).toHaveLength(1));
    expect(api.callsTo('POST', '/users-ca')[0]!.body).toEqual({
      email: 'nuevo@otra.com',
      name: 'Lucía',
      surname: 'Gómez',
      role: 'CLIENT_ADMIN',
      groupId: null,
      loginMethod: 'USERNAME_PASSWORD',
    });
  });

  it('sends the chosen group of a client user', async () => {
    const { api, router } = setUp((fake) =>
      fake.on('POST', '/users-ca', reply(201, aUser({ id: '6f1c2a9e-0000-4000-8000-000000000008' }))),
    );
    await fillValidUser('lucia@radio.com');
    await choose('Group', 'Noticias');
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/users/6f1c2a9e-0000-4000-8000-000000000008'),
    );
    expect(await screen.findByText('User created')).toBeTruthy();
    expect(api.callsTo('POST', '/users-ca')[0]!.body).toMatchObject({ groupId: group.id, loginMethod: 'SOCIAL_LOGIN' });
  });

  it("says 'User already exists' on a 409, and the generic text on other failures", async () => {
    const { api } = setUp((fake) =>
      fake.on('POST', '/users-ca', reply(409, { statusCode: 409, code: 'ERR_USER_EXISTS', message: 'exists' })),
    );
    await fillValidUser();
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect((await screen.findByRole('alert')).textContent).toBe('User already exists');

    api.on('POST', '/users-ca', reply(400));
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'An error ocurred. Please check all fields and try again. If the error persists, contact support',
      ),
    );
  });

  it('does not send an invalid form', async () => {
    const { api } = setUp();
    await screen.findByRole('form', { name: 'Create user' });
    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(api.callsTo('POST', '/users-ca')).toHaveLength(0);
  });

  it('shows the temporary password once, then opens the user', async () => {
    const id = '6f1c2a9e-0000-4000-8000-000000000009';
    const { router } = setUp((fake) =>
      fake.on(
        'POST',
        '/users-ca',
        reply(201, { ...aUser({ id, email: 'nuevo@otra.com' }), temporaryPassword: 'Tmp-7h3-Secret' }),
      ),
    );
    await fillValidUser();
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));

    const dialog = await screen.findByRole('dialog', { name: 'Temporary password' });
    expect(dialog.textContent).toContain('Tmp-7h3-Secret');
    expect(dialog.textContent).toContain('Give this temporary password to nuevo@otra.com');
    expect(dialog.textContent).toContain('This is the only time the password is shown');
    expect(screen.getByRole('button', { name: 'Copy password' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/users/add');

    fireEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/users/${id}`));
  });
});
