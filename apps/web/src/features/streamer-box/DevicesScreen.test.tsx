import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../lib/i18n';
import { aClient, aMeUser, aStation, CLIENT_ID, STATION_ID } from '../../test/app-kit';
import { aDevice, aService, DEVICE_ID, startStreamerBox } from './streamer-box.test-helpers';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const OTHER_ID = '7d3e0c1e-0000-4000-8000-000000000002';

describe('StreamerBox devices list (spec 02 "StreamerBox")', () => {
  it("says 'No devices found' when the client has none", async () => {
    startStreamerBox('/streamer-box/devices', { devices: [] });
    expect(await screen.findByRole('heading', { name: 'StreamerBox devices' })).toBeTruthy();
    expect(await screen.findByText('No devices found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists each device with a link, its status and id, and counts them', async () => {
    const offline = aDevice({ id: OTHER_ID, name: 'Box La Red', isOnline: false, station: null });
    startStreamerBox('/streamer-box/devices', { devices: [aDevice(), offline] });
    const table = await screen.findByRole('table', { name: 'StreamerBox devices' });
    expect(await screen.findByText('2 devices found')).toBeTruthy();
    const row = within(table).getByRole('link', { name: 'Box Mitre' }).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Box Mitre' }).getAttribute('href')).toBe(
      `/streamer-box/devices/${DEVICE_ID}`,
    );
    expect(within(row).getByText('Online')).toBeTruthy();
    expect(within(row).getByText(DEVICE_ID)).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Manage device' }).getAttribute('href')).toBe(
      `/streamer-box/devices/${DEVICE_ID}`,
    );
    const other = within(table).getByRole('link', { name: 'Box La Red' }).closest('tr')!;
    expect(within(other).getByText('Offline')).toBeTruthy();
    expect(within(table).queryByText(/Catching up/)).toBeNull();
  });

  it('says how far behind an online device is while it uploads what it recorded', async () => {
    const services = [{ ...aService('running'), backlog: { segments: 72, seconds: 720 } }];
    startStreamerBox('/streamer-box/devices', { devices: [aDevice({ services })] });
    const table = await screen.findByRole('table', { name: 'StreamerBox devices' });
    const row = within(table).getByRole('link', { name: 'Box Mitre' }).closest('tr')!;
    expect(within(row).getByText('Online')).toBeTruthy();
    expect(within(row).getByText('Catching up 12 min')).toBeTruthy();
  });

  it("says '1 device found' for one, in Spanish too", async () => {
    startStreamerBox('/streamer-box/devices');
    expect(await screen.findByText('1 device found')).toBeTruthy();
    await i18n.changeLanguage('es');
    expect(await screen.findByText('1 dispositivo encontrado')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dispositivos StreamerBox' })).toBeTruthy();
  });

  it.each(['/streamer-box', '/streamer-box/anything/else'])('opens the list from %s', async (path) => {
    const { router } = startStreamerBox(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/streamer-box/devices'));
    expect(await screen.findByRole('heading', { name: 'StreamerBox devices' })).toBeTruthy();
  });

  it("names each device's client for a superadmin acting as no client only", async () => {
    startStreamerBox('/streamer-box/devices', { user: aMeUser('SUPERADMIN') });
    const table = await screen.findByRole('table', { name: 'StreamerBox devices' });
    expect(within(table).getByRole('columnheader', { name: /Client/ })).toBeTruthy();
    expect(within(table).getByText('Radio Mitre')).toBeTruthy();
  });

  it('has no client column for a client admin', async () => {
    startStreamerBox('/streamer-box/devices');
    const table = await screen.findByRole('table', { name: 'StreamerBox devices' });
    expect(within(table).queryByRole('columnheader', { name: /Client/ })).toBeNull();
  });

  it('turns a client user away', async () => {
    const { router } = startStreamerBox('/streamer-box/devices', { user: aMeUser('CLIENT_USER') });
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/^\/streamer-box/));
  });
});

describe("'New device'", () => {
  it('asks for a name, then shows the token once with the agent command', async () => {
    const token = 'sbx_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    const { api } = startStreamerBox('/streamer-box/devices', {
      devices: [],
      answers: {
        'POST /streamer-box/devices': (call) => ({
          device: aDevice({ name: (call.body as { name: string }).name, isOnline: false, station: null }),
          token,
        }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New device' }));
    const dialog = await screen.findByRole('dialog', { name: 'New device' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create device' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(api.callsTo('POST', '/streamer-box/devices')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: '  Box Norte ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create device' }));
    const shown = await screen.findByRole('dialog', { name: 'Device token' });
    expect(api.callsTo('POST', '/streamer-box/devices')[0]!.body).toEqual({ name: 'Box Norte', stationId: null });
    expect(within(shown).getByLabelText('Device token').textContent).toBe(token);
    expect(within(shown).getByLabelText('Agent command').textContent).toBe(
      `npm run agent -- --server ${window.location.origin} --token ${token}`,
    );
    expect(within(shown).getByRole('note').textContent).toContain('This token will not be shown again');
    expect(within(shown).getByRole('button', { name: 'Copy token' })).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Copy command' })).toBeTruthy();

    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(token)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'New device' }));
    await screen.findByRole('dialog', { name: 'New device' });
    expect(screen.queryByText(token)).toBeNull();
  });

  it('links the new device to a station of the client when one is chosen', async () => {
    const { api } = startStreamerBox('/streamer-box/devices', {
      answers: { 'POST /streamer-box/devices': () => ({ device: aDevice(), token: 'sbx_x' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New device' }));
    const dialog = await screen.findByRole('dialog', { name: 'New device' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Box' } });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Station' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Mitre AM 790' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create device' }));
    await screen.findByRole('dialog', { name: 'Device token' });
    expect(api.callsTo('POST', '/streamer-box/devices')[0]!.body).toEqual({ name: 'Box', stationId: STATION_ID });
  });

  it('has a superadmin acting as no client choose the client first', async () => {
    const { api } = startStreamerBox('/streamer-box/devices', {
      user: aMeUser('SUPERADMIN'),
      answers: {
        'GET /platform/clients': [aClient()],
        'GET /platform/clients/:clientId/stations': [aStation()],
        'POST /streamer-box/devices': () => ({ device: aDevice(), token: 'sbx_x' }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New device' }));
    const dialog = await screen.findByRole('dialog', { name: 'New device' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Box' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create device' }));
    expect(await within(dialog).findByText('Choose the client the device belongs to')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Client' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Radio Mitre' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create device' }));
    await screen.findByRole('dialog', { name: 'Device token' });
    expect(api.callsTo('POST', '/streamer-box/devices')[0]!.body).toEqual({
      name: 'Box',
      stationId: null,
      clientId: CLIENT_ID,
    });
  });
});
