import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ClientAdminsTab } from './ClientAdminsTab';
import { CLIENT_ID, createFakeApi, errorBody, renderScreen, reply } from '../../../test/app-kit';

const ADMINS_PATH = `/platform/clients/${CLIENT_ID}/admins`;
const created = {
  id: '0b0e6a52-1d0c-4a8e-9f3e-2a8d5c0f0301',
  email: 'jefa@radio.com',
  name: 'Laura',
  surname: 'Gómez',
  role: 'CLIENT_ADMIN',
  groupId: null,
  group: null,
  client: { id: CLIENT_ID, name: 'Radio Mitre', slug: 'radio-mitre', logoUrl: null },
  loginMethod: 'USERNAME_PASSWORD',
  lastLogin: null,
  picture: null,
};

async function openCreateForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create administrator' }));
  return screen.findByRole('dialog', { name: 'Create administrator' });
}
const fill = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value } });

describe('client administrators', () => {
  it('creates an administrator and shows the temporary password once', async () => {
    const api = createFakeApi();
    api.on('GET', ADMINS_PATH, []);
    api.on('POST', ADMINS_PATH, reply(201, { ...created, temporaryPassword: 'Xy7-temporal' }));
    renderScreen(<ClientAdminsTab clientId={CLIENT_ID} />, { api });

    expect(await screen.findByText('This client has no administrators')).toBeTruthy();
    const dialog = await openCreateForm();
    fill(dialog, /^Email/, 'Jefa@Radio.com ');
    fill(dialog, /^Name/, 'laura');
    fill(dialog, /^Surname/, 'Gómez');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create administrator' }));

    expect(await screen.findByText('Administrator jefa@radio.com created')).toBeTruthy();
    const password = await screen.findByRole('dialog', { name: 'Temporary password' });
    expect(within(password).getByText('Xy7-temporal')).toBeTruthy();
    expect(within(password).getByRole('button', { name: 'Copy password' })).toBeTruthy();
    expect(within(password).getByText(/only time the password is shown/)).toBeTruthy();
    expect(api.callsTo('POST', ADMINS_PATH)[0]!.body).toEqual({
      email: 'jefa@radio.com',
      name: 'laura',
      surname: 'Gómez',
      loginMethod: 'USERNAME_PASSWORD',
    });

    fireEvent.click(within(password).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByText('Xy7-temporal')).toBeNull());
  });

  it('picks the social login for a social domain and shows a taken e-mail on its field', async () => {
    const api = createFakeApi();
    api.on('GET', ADMINS_PATH, []);
    api.on('POST', ADMINS_PATH, reply(409, errorBody(409, 'ERR_USER_EXISTS', 'User already exists')));
    renderScreen(<ClientAdminsTab clientId={CLIENT_ID} />, { api });

    const dialog = await openCreateForm();
    fill(dialog, /^Email/, 'ops@antena.test');
    expect(within(dialog).getByDisplayValue('Social login')).toBeTruthy();
    fill(dialog, /^Name/, 'Ops');
    fill(dialog, /^Surname/, 'Team');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create administrator' }));

    expect(await within(dialog).findByText('User already exists')).toBeTruthy();
    expect(screen.getByText('An error ocurred. Please check all fields and try again')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('textbox', { name: /^Email/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(api.callsTo('POST', ADMINS_PATH)[0]!.body).toMatchObject({ loginMethod: 'SOCIAL_LOGIN' });
    expect(screen.queryByRole('dialog', { name: 'Temporary password' })).toBeNull();
  });

  it('lists the administrators', async () => {
    const api = createFakeApi();
    api.on('GET', ADMINS_PATH, [{ ...created, lastLogin: null }]);
    renderScreen(<ClientAdminsTab clientId={CLIENT_ID} />, { api });

    const table = await screen.findByRole('table', { name: 'Administrators' });
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Laura Gómez', 'jefa@radio.com', 'Email and password', '-']);
  });
});
