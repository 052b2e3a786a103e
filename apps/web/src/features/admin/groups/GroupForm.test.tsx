import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Group } from '@antena/contract';
import { aUser, createFakeApi, renderScreen } from '../../../test/app-kit';
import { GroupForm } from './GroupForm';
import { GroupFormScreen } from './GroupFormScreen';

const SALES_ID = '0b5d2c7e-0000-4000-8000-0000000000a1';
const NEWS_ID = '0b5d2c7e-0000-4000-8000-0000000000a2';
// Distinct uuids: the group save body only takes uuids, and the lists key users by id.
const userId = (n: number) => `6f1c2a9e-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ana = aUser({ id: userId(1), name: 'Ana', surname: 'Pérez', email: 'ana@radio.com' });
const bob = aUser({
  id: userId(2),
  name: 'Bob',
  surname: 'Smith',
  email: 'bob@radio.com',
  groupId: SALES_ID,
  group: { id: SALES_ID, name: 'Sales' },
});
const carla = aUser({
  id: userId(3),
  name: 'Carla',
  surname: 'Ruiz',
  email: 'carla@radio.com',
  groupId: NEWS_ID,
  group: { id: NEWS_ID, name: 'News' },
});
const admin = aUser({ id: userId(4), name: 'Ada', surname: 'Admin', email: 'ada@radio.com', role: 'CLIENT_ADMIN' });
const users = [ana, bob, carla, admin];

async function renderForm(group?: Group, save = vi.fn().mockResolvedValue(undefined)) {
  renderScreen(<GroupForm users={users} group={group} save={save} onCancel={() => {}} />, {
    api: createFakeApi(),
  });
  await screen.findByRole('form', { name: 'Group' });
  return save;
}

const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const usersInput = () => screen.getByRole('combobox', { name: 'Users' });

function chooseUser(label: string) {
  fireEvent.click(usersInput());
  fireEvent.click(screen.getByRole('option', { name: label }));
}

describe('GroupForm', () => {
  it('offers only the users that are not client admins', async () => {
    await renderForm();
    fireEvent.click(usersInput());
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Ana Pérez (ana@radio.com)', 'Bob Smith (bob@radio.com)', 'Carla Ruiz (carla@radio.com)']);
  });

  it('keeps save disabled while the name is empty', async () => {
    await renderForm();
    expect(saveButton().disabled).toBe(true);
    const name = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Reporters' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.change(name, { target: { value: '   ' } });
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('says a name over 200 characters is too long, not missing', async () => {
    await renderForm();
    const name = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'a'.repeat(201) } });
    expect(await screen.findByText('The name can have at most 200 characters')).toBeTruthy();
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'a'.repeat(200) } });
    await waitFor(() => expect(screen.queryByText('The name can have at most 200 characters')).toBeNull());
    expect(saveButton().disabled).toBe(false);
  });

  it('warns that a user of another group will be moved, but not for users already in this group', async () => {
    await renderForm({ id: NEWS_ID, name: 'News', usersCount: 1, users: [carla] });
    expect(screen.queryByText('Users will be moved')).toBeNull();
    chooseUser('Bob Smith (bob@radio.com)');
    expect(await screen.findByText('Users will be moved')).toBeTruthy();
    expect(screen.getByText('This user is in another group and will be moved to this one:')).toBeTruthy();
    expect(screen.getByText('Bob Smith (now in Sales)')).toBeTruthy();
    expect(screen.queryByText(/Carla Ruiz \(now in/)).toBeNull();
  });

  it('sends the trimmed name and the chosen users', async () => {
    const save = await renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: '  Reporters ' } });
    chooseUser('Ana Pérez (ana@radio.com)');
    chooseUser('Bob Smith (bob@radio.com)');
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(save).toHaveBeenCalledWith({ name: 'Reporters', usersIds: [ana.id, bob.id] });
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeTruthy();
  });
});

describe('GroupFormScreen', () => {
  it('creates the group with POST /users/groups, says so and opens it', async () => {
    const api = createFakeApi();
    api.on('GET', '/users-ca', { results: users, metadata: { totalCount: 4 }, pagesCount: 1 });
    api.on('POST', '/users/groups', { id: NEWS_ID, name: 'Reporters', usersCount: 1 });
    const { router } = renderScreen(<GroupFormScreen />, { api, path: '/admin/groups/add' });

    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Reporters' } });
    chooseUser('Ana Pérez (ana@radio.com)');
    fireEvent.click(saveButton());

    expect(await screen.findByText('Group created')).toBeTruthy();
    expect(api.callsTo('POST', '/users/groups').map((call) => call.body)).toEqual([
      { name: 'Reporters', usersIds: [ana.id] },
    ]);
    expect(api.callsTo('GET', '/users-ca')[0]!.query.get('pageSize')).toBe('999');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/groups/${NEWS_ID}`));
  });

  it('updates an existing group with PUT and its users prefilled', async () => {
    const api = createFakeApi();
    api.on('GET', '/users-ca', { results: users, metadata: { totalCount: 4 }, pagesCount: 1 });
    api.on('GET', `/users/groups/${NEWS_ID}`, { id: NEWS_ID, name: 'News', usersCount: 1, users: [carla] });
    api.on('PUT', `/users/groups/${NEWS_ID}`, { id: NEWS_ID, name: 'Newsroom', usersCount: 1 });
    renderScreen(<GroupFormScreen groupId={NEWS_ID} />, { api, path: `/admin/groups/${NEWS_ID}/edit` });

    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('News');
    // The chosen users show as pills of the users field.
    expect(document.querySelector('.mantine-MultiSelect-pill')?.textContent).toBe('Carla Ruiz (carla@radio.com)');
    fireEvent.change(name, { target: { value: 'Newsroom' } });
    fireEvent.click(saveButton());

    expect(await screen.findByText('Group updated')).toBeTruthy();
    expect(api.callsTo('PUT', `/users/groups/${NEWS_ID}`).map((call) => call.body)).toEqual([
      { name: 'Newsroom', usersIds: [carla.id] },
    ]);
  });
});
