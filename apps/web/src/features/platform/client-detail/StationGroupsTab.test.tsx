import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StationGroupsTab } from './StationGroupsTab';
import { CLIENT_ID, createFakeApi, errorBody, GROUP_ID, renderScreen, reply } from '../../../test/app-kit';

const GROUPS_PATH = `/platform/clients/${CLIENT_ID}/station-groups`;
const norte = { id: GROUP_ID, name: 'Norte', latitude: -24.78, longitude: -65.41 };

describe('station groups', () => {
  it('adds a group with its coordinates, and checks their range', async () => {
    const api = createFakeApi();
    api.on('GET', GROUPS_PATH, []);
    api.on('POST', GROUPS_PATH, reply(201, norte));
    renderScreen(<StationGroupsTab clientId={CLIENT_ID} />, { api });

    fireEvent.click(await screen.findByRole('button', { name: 'Add station group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New station group' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Norte' } });
    const latitude = within(dialog).getByRole('textbox', { name: 'Latitude' });
    fireEvent.change(latitude, { target: { value: '-124.78' } });
    fireEvent.blur(latitude);
    expect(await within(dialog).findByText('Must be at least -90')).toBeTruthy();

    fireEvent.change(latitude, { target: { value: '-24.78' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Longitude' }), { target: { value: '-65.41' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Station group created')).toBeTruthy();
    expect(api.callsTo('POST', GROUPS_PATH)[0]!.body).toEqual({ name: 'Norte', latitude: -24.78, longitude: -65.41 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New station group' })).toBeNull());
  });

  it("keeps the dialog open with the server's field errors and the form error when saving fails", async () => {
    const api = createFakeApi();
    api.on('GET', GROUPS_PATH, [norte]);
    api.on(
      'PUT',
      `/platform/station-groups/${GROUP_ID}`,
      reply(400, {
        ...errorBody(400, 'ERR_VALIDATION', 'Invalid body: body.name'),
        details: [{ path: 'body.name', message: 'Too big: expected string to have <=200 characters' }],
      }),
    );
    renderScreen(<StationGroupsTab clientId={CLIENT_ID} />, { api });

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Norte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit station group' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Norte grande' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('An error ocurred. Please check all fields and try again')).toBeTruthy();
    expect(within(dialog).getByText('Invalid value')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Station group updated')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit station group' })).toBeTruthy();
  });

  it('deletes a group only after confirmation', async () => {
    const api = createFakeApi();
    api.on('GET', GROUPS_PATH, [norte]);
    api.on('DELETE', `/platform/station-groups/${GROUP_ID}`, reply(204));
    renderScreen(<StationGroupsTab clientId={CLIENT_ID} />, { api });

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Norte' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete station group' });
    expect(within(confirm).getByText('Delete "Norte"? Its stations stay, without a group.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', `/platform/station-groups/${GROUP_ID}`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Norte' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete station group' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Station group deleted')).toBeTruthy();
    expect(api.callsTo('DELETE', `/platform/station-groups/${GROUP_ID}`)).toHaveLength(1);
  });
});
