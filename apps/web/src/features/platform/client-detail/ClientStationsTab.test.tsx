import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ClientStationsTab } from './ClientStationsTab';
import { aStation, CLIENT_ID, createFakeApi, renderScreen } from '../../../test/app-kit';

describe('client stations', () => {
  it("says why a station's capture fails next to its source", async () => {
    const reason = 'spawn /usr/bin/ffmpeg ENOENT';
    const api = createFakeApi();
    api.on('GET', `/platform/clients/${CLIENT_ID}/stations`, [
      aStation({ captureFailure: { reason, since: Date.UTC(2026, 2, 2, 15, 0) } }),
      aStation({ id: 'other', slug: 'la-red', name: 'La Red' }),
    ]);
    renderScreen(<ClientStationsTab clientId={CLIENT_ID} />, { api });

    const failing = (await screen.findByText('Mitre AM 790')).closest('tr')!;
    expect(within(failing).getByRole('status').textContent).toMatch(new RegExp(`^Not recording since .+: ${reason}$`));
    expect(within(screen.getByText('La Red').closest('tr')!).queryByRole('status')).toBeNull();
  });
});
