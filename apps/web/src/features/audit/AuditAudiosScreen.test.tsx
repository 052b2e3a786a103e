import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reply } from '../../test/app-kit';
import { anAudio, auditStation, page, startAudit } from './audit-test-kit';

const station = auditStation('fm-2');
const AUDIOS = '/v2/stations/0b0e6a52-1d0c-4a8e-9f3e-000000000002/audit/audios';
const NOW = Date.parse('2026-03-10T12:00:00Z');
const groupAudio = anAudio({
  id: '8b1b2c3d-0000-4000-8000-000000000002',
  customId: 'NET-PROMO',
  filename: 'net-promo.wav',
  title: null,
  duration: 15_250,
  stationId: null,
  station: null,
  stationsGroupId: '0b0e6a52-1d0c-4a8e-9f3e-2a8d5c0f0201',
  stationsGroup: { id: '0b0e6a52-1d0c-4a8e-9f3e-2a8d5c0f0201', name: 'Network' },
});

describe('audit audios (spec 03)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("lists today's audios of the station and its group", async () => {
    const { api } = startAudit('/audit/s/fm-2/audios', [station], {
      [`GET ${AUDIOS}`]: page([anAudio(), groupAudio]),
    });
    const table = await screen.findByRole('table', { name: 'Audios' });
    const [, first, second] = within(table).getAllByRole('row');
    const cells = within(first!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      'SPOT-COLA-30',
      'Cola summer',
      'spot-cola-30.mp3',
      '30 s',
      '03/10/2026, 10:00:05 GMT-3',
      'This station',
    ]);
    expect(within(second!).getByText('Group Network')).toBeTruthy();
    expect(within(second!).getByText('15.3 s')).toBeTruthy();
    const query = Object.fromEntries(api.callsTo('GET', AUDIOS)[0]!.query);
    expect(query).toMatchObject({
      from: String(Date.parse('2026-03-10T03:00:00Z')),
      sort: '-createdAt',
      page: '1',
      pageSize: '50',
    });
    expect(query.customIdLike).toBeUndefined();
  });

  it('shows how far the search of past airings is and asks again until it ends', async () => {
    let retroScan: NonNullable<ReturnType<typeof anAudio>['retroScan']> = { status: 'RUNNING', progress: 0.4 };
    const { api } = startAudit('/audit/s/fm-2/audios', [station], {
      [`GET ${AUDIOS}`]: () => page([anAudio({ retroScan }), { ...groupAudio, retroScan: null }]),
    });
    const table = await screen.findByRole('table', { name: 'Audios' });
    expect(within(table).getByRole('columnheader', { name: 'Past airings' })).toBeTruthy();
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('progressbar', { name: 'Searching past airings: 40%' })).toBeTruthy();
    expect(within(second!).queryByRole('progressbar')).toBeNull();
    retroScan = { status: 'COMPLETED', progress: 1 };
    await waitFor(() => expect(within(table).getByText('Searched')).toBeTruthy(), { timeout: 8_000 });
    const asked = api.callsTo('GET', AUDIOS).length;
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(api.callsTo('GET', AUDIOS)).toHaveLength(asked);
  }, 20_000);

  it('searches by part of the custom id once typing pauses', async () => {
    const { api, router } = startAudit('/audit/s/fm-2/audios', [station], { [`GET ${AUDIOS}`]: page([anAudio()]) });
    await screen.findByRole('table', { name: 'Audios' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Custom ID' }), { target: { value: 'COLA' } });
    await waitFor(() => expect(api.callsTo('GET', AUDIOS).at(-1)?.query.get('customIdLike')).toBe('COLA'));
    expect(router.state.location.search).toEqual({ q: 'COLA' });
  });

  it('deletes an audio after a confirmation that says its matches go too', async () => {
    let audios = [anAudio(), groupAudio];
    const { api } = startAudit('/audit/s/fm-2/audios', [station], {
      [`GET ${AUDIOS}`]: () => page(audios),
      'DELETE /v2/audit/audios/:audioId': (call) => {
        audios = audios.filter((audio) => !call.path.endsWith(audio.id));
        return reply(204);
      },
    });
    await screen.findByRole('table', { name: 'Audios' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete SPOT-COLA-30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete audio' });
    expect(within(dialog).getByText(/Its matches are deleted too/)).toBeTruthy();
    expect(api.callsTo('DELETE', `/v2/audit/audios/${anAudio().id}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete audio and matches' }));
    await waitFor(() => expect(api.callsTo('DELETE', `/v2/audit/audios/${anAudio().id}`)).toHaveLength(1));
    expect(await screen.findByText('Audio SPOT-COLA-30 deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'SPOT-COLA-30' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'NET-PROMO' })).toBeTruthy();
  });

  it('keeps the audio when the deletion is cancelled', async () => {
    const { api } = startAudit('/audit/s/fm-2/audios', [station], { [`GET ${AUDIOS}`]: page([anAudio()]) });
    await screen.findByRole('table', { name: 'Audios' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete SPOT-COLA-30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete audio' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('plays an audio from its media URL with a media token in the media player modal (spec 03)', async () => {
    startAudit('/audit/s/fm-2/audios', [station], {
      [`GET ${AUDIOS}`]: page([anAudio()]),
      'GET /auth/media-token': { token: 'media-1', expiresAt: NOW + 3_600_000 },
    });
    await screen.findByRole('table', { name: 'Audios' });
    fireEvent.click(screen.getByRole('button', { name: 'Play SPOT-COLA-30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Player of SPOT-COLA-30' });
    const player = dialog.querySelector('audio')!;
    expect(player.getAttribute('aria-label')).toBe('Player of SPOT-COLA-30');
    const src = new URL(player.getAttribute('src')!);
    expect(src.pathname).toBe('/api/v2/stations/0b0e6a52-1d0c-4a8e-9f3e-000000000002/audit/audios/SPOT-COLA-30/audio');
    expect(src.searchParams.get('access_token')).toBe('media-1');
    const download = within(dialog).getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe(player.getAttribute('src'));
    expect(download.getAttribute('download')).toBe('spot-cola-30.mp3');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Player of SPOT-COLA-30' })).toBeNull());
  });

  it('says so when the audio cannot be played, and closes the player', async () => {
    startAudit('/audit/s/fm-2/audios', [station], {
      [`GET ${AUDIOS}`]: page([anAudio()]),
      'GET /auth/media-token': { token: 'media-1', expiresAt: NOW + 3_600_000 },
    });
    await screen.findByRole('table', { name: 'Audios' });
    fireEvent.click(screen.getByRole('button', { name: 'Play SPOT-COLA-30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Player of SPOT-COLA-30' });
    fireEvent.error(dialog.querySelector('audio')!);
    expect((await screen.findByRole('alert')).textContent).toContain('could not be played');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Player of SPOT-COLA-30' })).toBeNull());
  });

  it('shows the empty state of a range without audios', async () => {
    startAudit('/audit/s/fm-2/audios', [station]);
    expect(await screen.findByText('No audios uploaded in this range')).toBeTruthy();
  });
});
