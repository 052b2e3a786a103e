import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createFakeApi, renderScreen } from '../../test/app-kit';
import { SettingsConfigScreen } from './SettingsConfigScreen';
import { timezoneNames } from './timezones';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(put: (body: unknown) => Response | unknown = (body) => body) {
  const fake = createFakeApi({
    'GET /users/me/settings': { timezone: 'America/Argentina/Buenos_Aires' },
    'PUT /users/me/settings': ({ body }) => put(body),
  });
  renderScreen(<SettingsConfigScreen />, { api: fake, path: '/settings/config' });
  return fake;
}

async function chooseTimezone(search: string, option: RegExp) {
  const input = await screen.findByLabelText(/^Timezone/, { selector: 'input' });
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: search } });
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('settings', () => {
  it('shows the saved timezone', async () => {
    setup();
    const input = (await screen.findByLabelText(/^Timezone/, { selector: 'input' })) as HTMLInputElement;
    expect(input.value).toMatch(/^America\/Argentina\/Buenos Aires \(GMT-03:00\)$/);
  });

  it("saves the chosen timezone and says 'Settings updated'", async () => {
    const { callsTo } = setup();
    await chooseTimezone('Madrid', /Europe\/Madrid/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings updated')).toBeTruthy();
    expect(callsTo('PUT', '/users/me/settings').map((request) => request.body)).toEqual([
      { timezone: 'Europe/Madrid' },
    ]);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Saved' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('keeps the form and says so when saving fails', async () => {
    setup(() => json(500, { statusCode: 500, code: 'ERR_INTERNAL', message: 'boom' }));
    await chooseTimezone('Madrid', /Europe\/Madrid/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An error ocurred. Please check all fields and try again')).toBeTruthy();
    expect(screen.queryByText('Settings updated')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('offers every zone the browser knows, the default and a saved zone it does not', () => {
    const names = timezoneNames('Etc/GMT+3');
    expect(names).toContain('America/Argentina/Buenos_Aires');
    expect(names).toContain('UTC');
    expect(names).toContain('Etc/GMT+3');
    expect(names.length).toBeGreaterThan(300);
  });
});
