import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FeatureFlagsTab } from './FeatureFlagsTab';
import { CLIENT_ID, createFakeApi, errorBody, renderScreen, reply } from '../../../test/app-kit';

const FLAGS_PATH = `/platform/clients/${CLIENT_ID}/feature-flags`;
const flags = (overrides: Record<string, boolean> = {}) => ({
  flags: {
    app__audit_aod_enabled: false,
    app__content_ai_enabled: true,
    app__user_permissions_check: false,
    ...overrides,
  },
});
// Mantine's switch label holds its description too, so the accessible name starts with the label.
const named = (label: string) => ({ name: new RegExp(`^${label}`) });
const switchNamed = (label: string) => screen.getByRole('switch', named(label)) as HTMLInputElement;

describe('feature flags tab', () => {
  it('shows a described switch per flag', async () => {
    const api = createFakeApi();
    api.on('GET', FLAGS_PATH, flags());
    renderScreen(<FeatureFlagsTab clientId={CLIENT_ID} />, { api });

    await screen.findByRole('switch', named('Audit AOD'));
    expect(switchNamed('Audit AOD').checked).toBe(false);
    expect(switchNamed('Content AI').checked).toBe(true);
    expect(switchNamed('Action permissions').checked).toBe(false);
    expect(screen.getByText(/audit AOD \(audio on demand\) screens/)).toBeTruthy();
    expect(screen.getByText(/Action permissions are checked for client users/)).toBeTruthy();
  });

  it('sends only the toggled flag through PUT and shows the answer', async () => {
    const api = createFakeApi();
    let stored = flags();
    api.on('GET', FLAGS_PATH, () => stored);
    api.on('PUT', FLAGS_PATH, ({ body }: { body: { flags: Record<string, boolean> } }) => {
      stored = { flags: { ...stored.flags, ...body.flags } };
      return stored;
    });
    renderScreen(<FeatureFlagsTab clientId={CLIENT_ID} />, { api });

    fireEvent.click(await screen.findByRole('switch', named('Action permissions')));

    await waitFor(() => expect(api.callsTo('PUT', FLAGS_PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', FLAGS_PATH)[0]!.body).toEqual({ flags: { app__user_permissions_check: true } });
    expect(await screen.findByText('Action permissions turned on')).toBeTruthy();
    expect(switchNamed('Action permissions').checked).toBe(true);
    expect(switchNamed('Content AI').checked).toBe(true);
  });

  it('puts the switch back when the change fails', async () => {
    const api = createFakeApi();
    api.on('GET', FLAGS_PATH, flags());
    api.on('PUT', FLAGS_PATH, reply(400, errorBody(400, 'ERR_VALIDATION')));
    renderScreen(<FeatureFlagsTab clientId={CLIENT_ID} />, { api });

    fireEvent.click(await screen.findByRole('switch', named('Content AI')));

    expect(await screen.findByText('An error ocurred. Please check all fields and try again')).toBeTruthy();
    expect(api.callsTo('PUT', FLAGS_PATH)[0]!.body).toEqual({ flags: { app__content_ai_enabled: false } });
    expect(switchNamed('Content AI').checked).toBe(true);
  });
});
