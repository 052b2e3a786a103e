import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { UserEditScreen } from './UserEditScreen';
import { aUser, reply, createFakeApi, renderScreen } from '../../../test/app-kit';

const groupId = '6f1c2a9e-0000-4000-8000-0000000000aa';

function setUp(user = aUser()) {
  const api = createFakeApi();
  api.on('GET', `/users-ca/${user.id}`, user);
  api.on('GET', '/users/groups', [{ id: groupId, name: 'Noticias', usersCount: 1 }]);
  renderScreen(<UserEditScreen userId={user.id} />, { api });
  return api;
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('UserEditScreen', () => {
  it("is titled 'Edit user' and prefilled, the group defaulting to none", async () => {
    setUp();
    expect(await screen.findByRole('heading', { name: 'Edit user' })).toBeTruthy();
    await screen.findByRole('form', { name: 'Edit user' });
    expect(field('Name').value).toBe('Ana');
    expect(field('Surname').value).toBe('Pérez');
    expect((screen.getByRole('combobox', { name: 'Role' }) as HTMLInputElement).value).toBe('Client user');
    expect((screen.getByRole('combobox', { name: 'Group' }) as HTMLInputElement).value).toBe('No group');
  });

  it("sends PUT with no group as null, then says 'User updated' and 'Saved'", async () => {
    const user = aUser({ groupId, group: { id: groupId, name: 'Noticias' } });
    const api = setUp(user);
    api.on('PUT', `/users-ca/${user.id}`, { ...user, name: 'Anita' });
    await screen.findByRole('form', { name: 'Edit user' });
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Group' }) as HTMLInputElement).value).toBe('Noticias'),
    );

    fireEvent.change(field('Name'), { target: { value: 'anita' } });
    fireEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Client admin', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('User updated')).toBeTruthy();
    expect(api.callsTo('PUT', `/users-ca/${user.id}`)[0]!.body).toEqual({
      name: 'Anita',
      surname: 'Pérez',
      role: 'CLIENT_ADMIN',
      groupId: null,
    });
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
  });

  it('shows the form failure text when saving fails', async () => {
    const user = aUser();
    const api = setUp(user);
    api.on('PUT', `/users-ca/${user.id}`, reply(400));
    await screen.findByRole('form', { name: 'Edit user' });
    fireEvent.change(field('Surname'), { target: { value: 'Gómez' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An error ocurred. Please check all fields and try again',
    );
  });
});
