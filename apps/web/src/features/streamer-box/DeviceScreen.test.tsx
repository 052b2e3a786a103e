import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SERVICE_STATUSES, type ServiceStatus } from '@antena/contract';
import { errorBody, reply } from '../../test/app-kit';
import { aDevice, aService, DEVICE_ID, startStreamerBox } from './streamer-box.test-helpers';

afterEach(() => {
  vi.useRealTimers();
});

const PATH = `/streamer-box/devices/${DEVICE_ID}`;
const SID = 'streamer-1.0.0';

async function serviceRow(name = 'Streamer') {
  const table = await screen.findByRole('table', { name: 'Services of the device' });
  return within(table).getByText(name).closest('tr')!;
}

const button = (row: HTMLElement, name: string) => within(row).getByRole('button', { name }) as HTMLButtonElement;

describe('StreamerBox device screen (spec 02 "StreamerBox")', () => {
  it('shows the id, status and location, with a map link to the coordinates in a new tab', async () => {
    startStreamerBox(PATH);
    expect(await screen.findByRole('heading', { name: 'Box Mitre' })).toBeTruthy();
    expect(screen.getByText(DEVICE_ID)).toBeTruthy();
    expect(screen.getByText('Online')).toBeTruthy();
    expect(screen.getByText('Studio 2, Buenos Aires')).toBeTruthy();
    expect(screen.getByText('-34.6')).toBeTruthy();
    expect(screen.getByText('-58.38')).toBeTruthy();
    const map = screen.getByRole('link', { name: 'Click to show location on map' });
    expect(map.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=-34.6&mlon=-58.38#map=15/-34.6/-58.38');
    expect(map.getAttribute('target')).toBe('_blank');
  });

  it('has no map link without coordinates, and says the device is offline', async () => {
    startStreamerBox(PATH, { device: aDevice({ coords: null, isOnline: false }) });
    await screen.findByRole('heading', { name: 'Box Mitre' });
    expect(screen.getByText('Offline')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Click to show location on map' })).toBeNull();
  });

  it('says a device that does not exist is gone, with the way back to the list', async () => {
    startStreamerBox('/streamer-box/devices/7d3e0c1e-0000-4000-8000-00000000ffff');
    expect(await screen.findByText('This device does not exist')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the devices' }).getAttribute('href')).toBe(
      '/streamer-box/devices',
    );
  });

  it.each([
    ['running', 'Running', 'green'],
    ['stopped', 'Stopped', 'red'],
    ['downloading', 'Downloading', 'yellow'],
    ['exited', 'Exited', 'yellow'],
  ] as const)('shows a %s service as a %s badge in %s', async (status, text, color) => {
    startStreamerBox(PATH, { device: aDevice({ services: [aService(status)] }) });
    const row = await serviceRow();
    const badge = within(row).getByText(text).closest('.mantine-Badge-root')!;
    expect(badge.getAttribute('style')).toContain(color);
  });

  it.each(SERVICE_STATUSES.map((status) => [status] as [ServiceStatus]))(
    'enables the actions a %s service allows',
    async (status) => {
      startStreamerBox(PATH, { device: aDevice({ services: [aService(status)] }) });
      const row = await serviceRow();
      const stoppable = !['stopped', 'exited'].includes(status);
      expect(button(row, 'Start').disabled).toBe(stoppable);
      expect(button(row, 'Stop').disabled).toBe(!stoppable);
      expect(button(row, 'Restart').disabled).toBe(!stoppable);
      expect(button(row, 'Config').disabled).toBe(false);
    },
  );

  it('stops a service by its image id, says so and shows it stopped', async () => {
    const { api } = startStreamerBox(PATH);
    const row = await serviceRow();
    fireEvent.click(button(row, 'Stop'));
    expect(await screen.findByText('Service stop requested')).toBeTruthy();
    expect(api.callsTo('POST', `/streamer-box/devices/${DEVICE_ID}/services/${SID}/stop`)).toHaveLength(1);
    expect(await within(row).findByText('Stopped')).toBeTruthy();
    await waitFor(() => expect(button(row, 'Start').disabled).toBe(false));
    expect(button(row, 'Stop').disabled).toBe(true);
  });

  it('says why a command failed: the device offline, or its own error', async () => {
    const { api } = startStreamerBox(PATH, {
      answers: {
        [`POST /streamer-box/devices/:id/services/:sid/restart`]: reply(
          504,
          errorBody(504, 'ERR_DEVICE_OFFLINE', 'The device did not answer in 10 s'),
        ),
        [`POST /streamer-box/devices/:id/services/:sid/stop`]: reply(
          409,
          errorBody(409, 'ERR_DEVICE_COMMAND_FAILED', 'ffmpeg would not die'),
        ),
      },
    });
    const row = await serviceRow();
    fireEvent.click(button(row, 'Restart'));
    expect(await screen.findByText('Could not restart service')).toBeTruthy();
    expect(screen.getByText('The device is offline or did not answer')).toBeTruthy();
    await waitFor(() => expect(button(row, 'Stop').disabled).toBe(false));
    fireEvent.click(button(row, 'Stop'));
    expect(await screen.findByText('Could not stop service')).toBeTruthy();
    expect(screen.getByText('The device could not carry out the command: ffmpeg would not die')).toBeTruthy();
    expect(within(row).getByText('Running')).toBeTruthy();
    expect(api.callsTo('POST', `/streamer-box/devices/${DEVICE_ID}/services/${SID}/stop`)).toHaveLength(1);
  });

  it("reads the device again on its own, so a service's new status shows without a click", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { state } = startStreamerBox(PATH);
    const row = await serviceRow();
    expect(within(row).getByText('Running')).toBeTruthy();
    state.device = { ...state.device, services: [aService('exited', { lastError: 'input device vanished' })] };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6_000);
    });
    expect(await within(row).findByText('Exited')).toBeTruthy();
    expect(within(row).getByText('Last error: input device vanished')).toBeTruthy();
  });

  it('reads the device again on Refresh', async () => {
    const { api, state } = startStreamerBox(PATH);
    const row = await serviceRow();
    state.device = { ...state.device, services: [aService('stopped')] };
    const reads = api.callsTo('GET', `/streamer-box/devices/${DEVICE_ID}`).length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await within(row).findByText('Stopped')).toBeTruthy();
    expect(api.callsTo('GET', `/streamer-box/devices/${DEVICE_ID}`).length).toBeGreaterThan(reads);
  });

  it('edits a service variables and sends them as id and value', async () => {
    const { api } = startStreamerBox(PATH);
    fireEvent.click(button(await serviceRow(), 'Config'));
    const dialog = await screen.findByRole('dialog', { name: 'Config: Streamer' });
    const input = within(dialog).getByRole('textbox', { name: 'input' }) as HTMLInputElement;
    expect(input.value).toBe('lavfi:sine=f=440');
    fireEvent.change(input, { target: { value: 'alsa:hw:1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service config updated')).toBeTruthy();
    expect(api.callsTo('POST', `/streamer-box/devices/${DEVICE_ID}/vars`)[0]!.body).toEqual([
      { id: 'streamer.input', value: 'alsa:hw:1' },
      { id: 'streamer.bitrate', value: '128k' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'Could not update service config' when the device refuses the variables", async () => {
    startStreamerBox(PATH, {
      answers: { 'POST /streamer-box/devices/:id/vars': reply(504, errorBody(504, 'ERR_DEVICE_OFFLINE')) },
    });
    fireEvent.click(button(await serviceRow(), 'Config'));
    const dialog = await screen.findByRole('dialog', { name: 'Config: Streamer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not update service config')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Config: Streamer' })).toBeTruthy();
  });

  it('says when a service has no variables', async () => {
    startStreamerBox(PATH, { device: aDevice({ services: [aService('running', { vars: [] })] }) });
    fireEvent.click(button(await serviceRow(), 'Config'));
    const dialog = await screen.findByRole('dialog', { name: 'Config: Streamer' });
    expect(within(dialog).getByText('There are no available variables for this service')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('renames the device, refusing an empty name', async () => {
    const { api } = startStreamerBox(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename device' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(api.callsTo('POST', `/streamer-box/devices/${DEVICE_ID}/rename`)).toHaveLength(0);
    fireEvent.change(name, { target: { value: 'Box Norte' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Device renamed')).toBeTruthy();
    expect(api.callsTo('POST', `/streamer-box/devices/${DEVICE_ID}/rename`)[0]!.body).toEqual({ name: 'Box Norte' });
    expect(await screen.findByRole('heading', { name: 'Box Norte' })).toBeTruthy();
  });

  it('reboots the device only once confirmed', async () => {
    const { api } = startStreamerBox(PATH);
    const reboots = () => api.callsTo('POST', `/streamer-box/devices/${DEVICE_ID}/reboot`);
    fireEvent.click(await screen.findByRole('button', { name: 'Reboot' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reboot device' });
    expect(within(dialog).getByText('Do you really wish to restart the device?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reboots()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Reboot' }));
    dialog = await screen.findByRole('dialog', { name: 'Reboot device' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reboot' }));
    expect(await screen.findByText('Device reboot requested')).toBeTruthy();
    expect(reboots()).toHaveLength(1);
  });

  it('deletes the device only once confirmed, and goes back to the list', async () => {
    const { api, router } = startStreamerBox(PATH);
    const deletes = () => api.callsTo('DELETE', `/streamer-box/devices/${DEVICE_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete device' });
    expect(within(dialog).getByText(/^Delete Box Mitre\? Its token stops working at once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete device' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Device Box Mitre deleted')).toBeTruthy();
    expect(deletes()).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/streamer-box/devices'));
  });

  it("says 'Could not delete device' when the call fails, and stays on the device", async () => {
    startStreamerBox(PATH, {
      answers: { 'DELETE /streamer-box/devices/:id': () => reply(500, errorBody(500, 'ERR_INTERNAL')) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete device' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete device')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Box Mitre' })).toBeTruthy();
  });

  it('sets the coordinates, both required numbers', async () => {
    const { api } = startStreamerBox(PATH, { device: aDevice({ coords: null }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Set coordinates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set coordinates' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Latitude is required')).toBeTruthy();
    expect(within(dialog).getByText('Longitude is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Latitude' }), { target: { value: '-31.42' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Longitude' }), { target: { value: '200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Longitude must be between -180 and 180')).toBeTruthy();
    expect(api.callsTo('POST', `/streamer-box/devices/${DEVICE_ID}/set-coords`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Longitude' }), { target: { value: '-64.18' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Coordinates updated')).toBeTruthy();
    expect(api.callsTo('POST', `/streamer-box/devices/${DEVICE_ID}/set-coords`)[0]!.body).toEqual({
      latitude: -31.42,
      longitude: -64.18,
    });
    expect(await screen.findByRole('link', { name: 'Click to show location on map' })).toBeTruthy();
  });

  it('links the device to another station of the client', async () => {
    const LA_RED = '0b0e6a52-1d0c-4a8e-9f3e-2a8d5c0f0102';
    const { api } = startStreamerBox(PATH, {
      answers: {
        'POST /streamer-box/devices/:id/station': () =>
          aDevice({ station: { id: LA_RED, slug: 'la-red', name: 'La Red', format: 'mp3' } }),
      },
    });
    const select = (await screen.findByRole('combobox', { name: 'Station fed by this device' })) as HTMLInputElement;
    await waitFor(() => expect(select.value).toBe('Mitre AM 790'));
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'La Red' }));
    expect(await screen.findByText('Station updated')).toBeTruthy();
    expect(api.callsTo('POST', `/streamer-box/devices/${DEVICE_ID}/station`)[0]!.body).toEqual({ stationId: LA_RED });
  });
});
