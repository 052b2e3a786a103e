import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEMO_STREAM_SOURCES } from '@antena/contract';
import { ClientStationsTab } from './ClientStationsTab';
import { aStation, CLIENT_ID, createFakeApi, renderScreen } from '../../../test/app-kit';

describe('client stations', () => {
  it("says why a station's capture fails next to its source", async () => {
    const reason = 'spawn /usr/bin/ffmpeg ENOENT';
    const api = createFakeApi();
    api.on('GET', `/platform/clients/${CLIENT_ID}/stations`, [
      aStation({ captureFailure: { code: 'FFMPEG_MISSING', reason, since: Date.UTC(2026, 2, 2, 15, 0) } }),
      aStation({ id: 'other', slug: 'la-red', name: 'La Red' }),
    ]);
    renderScreen(<ClientStationsTab clientId={CLIENT_ID} />, { api });

    const failing = (await screen.findByText('Mitre AM 790')).closest('tr')!;
    const status = within(failing).getByRole('status');
    expect(within(status).getByText(/^Not recording since .+: ffmpeg is not installed on the recorder$/)).toBeTruthy();
    expect(within(status).getByText(`Technical detail: ${reason}`)).toBeTruthy();
    expect(within(screen.getByText('La Red').closest('tr')!).queryByRole('status')).toBeNull();
  });

  // Issue 31 point 12: the demo's generator expression printed as the URL filled the column.
  it('names a generated source instead of printing its expression, which stays in the label', async () => {
    const api = createFakeApi();
    api.on('GET', `/platform/clients/${CLIENT_ID}/stations`, [
      aStation({ streamUrl: DEMO_STREAM_SOURCES.radio }),
      aStation({ id: 'other', slug: 'la-red', name: 'La Red', streamUrl: 'https://radio.example/live.mp3' }),
    ]);
    renderScreen(<ClientStationsTab clientId={CLIENT_ID} />, { api });

    const generated = within((await screen.findByText('Mitre AM 790')).closest('tr')!).getByText('Generated source');
    expect(generated.getAttribute('aria-label')).toBe(`Generated source: ${DEMO_STREAM_SOURCES.radio.slice(6)}`);
    expect(screen.queryByText(DEMO_STREAM_SOURCES.radio)).toBeNull();
    expect(within(screen.getByText('La Red').closest('tr')!).getByText('https://radio.example/live.mp3')).toBeTruthy();
  });

  it('pages the stations 50 at a time with the page sizes on offer, sorted by name', async () => {
    const api = createFakeApi();
    api.on(
      'GET',
      `/platform/clients/${CLIENT_ID}/stations`,
      Array.from({ length: 55 }, (_, i) => aStation({ id: `s${i}`, slug: `fm-${i}`, name: `FM ${55 - i}` })),
    );
    renderScreen(<ClientStationsTab clientId={CLIENT_ID} />, { api });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(50);
    expect(within(rows[0]!).getByText('FM 1')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toBeTruthy();
  });
});
