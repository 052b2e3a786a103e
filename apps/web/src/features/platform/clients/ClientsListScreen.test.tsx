import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ClientsListScreen } from './ClientsListScreen';
import { aClient, createFakeApi, errorBody, renderScreen, reply } from '../../../test/app-kit';

describe('clients list', () => {
  it('lists clients with their counts and finds them by name', async () => {
    const api = createFakeApi();
    api.on('GET', '/platform/clients', [
      aClient(),
      aClient({ id: '0b0e6a52-1d0c-4a8e-9f3e-2a8d5c0f0002', name: 'Señal Sur', slug: 'senal-sur', usersCount: 1 }),
    ]);
    renderScreen(<ClientsListScreen />, { api });

    const table = await screen.findByRole('table', { name: 'Clients' });
    const [, mitre] = within(table).getAllByRole('row');
    expect(
      within(mitre!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['RARadio Mitre', 'radio-mitre', '12', '3', '']);
    expect(within(mitre!).getByRole('link', { name: 'Edit Radio Mitre' }).getAttribute('href')).toBe(
      '/platform/clients/0b0e6a52-1d0c-4a8e-9f3e-2a8d5c0f0001/edit',
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: 'senal' } });
    expect(await screen.findByText('Clients: 1')).toBeTruthy();
    expect(within(table).queryByText('Radio Mitre')).toBeNull();
    expect(within(table).getByRole('link', { name: 'Señal Sur' })).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: 'canal' } });
    expect(await screen.findByText('No client matches "canal"')).toBeTruthy();
  });

  it('offers to create the first client', async () => {
    const api = createFakeApi();
    api.on('GET', '/platform/clients', []);
    renderScreen(<ClientsListScreen />, { api });
    expect(await screen.findByText('No clients yet')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Create client' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/platform/clients/add', '/platform/clients/add']);
  });

  it('says the list failed and retries', async () => {
    const api = createFakeApi();
    api.on('GET', '/platform/clients', reply(400, errorBody(400, 'ERR_VALIDATION')));
    renderScreen(<ClientsListScreen />, { api });
    expect(await screen.findByText('Could not load the clients')).toBeTruthy();

    api.on('GET', '/platform/clients', [aClient()]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Clients' })).toBeTruthy();
  });
});
