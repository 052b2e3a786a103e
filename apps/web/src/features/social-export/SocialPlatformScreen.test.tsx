import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Station } from '@antena/contract';
import { createFakeApi, renderScreen, reply } from '../../test/app-kit';
import { browserNavigation, SocialPlatformScreen } from './SocialPlatformScreen';
import type { SocialPlatform } from './social-platform';
import { aConnection, aSocialStation, notConnected, ST1, ST2, ST3, ST4 } from './social-export-test-kit';

const stations = [
  aSocialStation(ST1, 'Radio Uno', ['YOUTUBE', 'DAILYMOTION', 'INSTAGRAM']),
  aSocialStation(ST2, 'Radio Dos', ['YOUTUBE', 'DAILYMOTION', 'INSTAGRAM']),
  aSocialStation(ST3, 'Radio Tres', ['YOUTUBE']),
  aSocialStation(ST4, 'Radio Cuatro'),
];

const youtubeConnections = {
  results: [
    aConnection(),
    notConnected(ST2),
    aConnection({
      stationId: ST3,
      profile: { displayName: 'Tres TV', photo: null, url: null },
      needsReconnect: true,
      error: 'Token has been expired or revoked.',
    }),
  ],
};

function start(
  platform: SocialPlatform = 'YOUTUBE',
  answers: Record<string, unknown> = {},
  notice: { connected?: string; error?: string } = {},
  list: Station[] = stations,
) {
  const api = createFakeApi({
    'GET /stations': list,
    'GET /users/me/settings': { timezone: 'UTC' },
    [`GET /connections/${platform.toLowerCase()}`]: youtubeConnections,
    'GET /auth/media-token': { token: 'media-1', expiresAt: Date.now() + 3_600_000 },
    ...(answers as Record<string, never>),
  });
  const onNoticeShown = vi.fn();
  renderScreen(<SocialPlatformScreen platform={platform} notice={notice} onNoticeShown={onNoticeShown} />, {
    api,
    path: `/admin/social-export/${platform.toLowerCase()}`,
  });
  return { api, onNoticeShown };
}

const row = async (station: string) => {
  const table = await screen.findByRole('table', { name: /Stations connected to/ });
  return within(table).getByText(station).closest('tr')!;
};

describe('social platform screen (spec 02 "Social export")', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows each station's connection: as whom, by whom and when; not connected; to reconnect; feature off", async () => {
    start();
    const uno = await row('Radio Uno');
    expect(within(uno).getByText('Radio Uno TV').getAttribute('href')).toBe('https://youtube.test/@radiouno');
    expect(within(uno).getByRole('img', { name: 'Radio Uno TV' }).getAttribute('src')).toBe(
      'https://yt.test/photo.jpg',
    );
    expect(within(uno).getByText(/^Connected by ana@radio\.com on 03\/10\/2026, 12:05/)).toBeTruthy();
    expect(within(uno).getByRole('button', { name: 'Disconnect Radio Uno' })).toBeTruthy();
    expect(within(uno).queryByRole('button', { name: 'Connect Radio Uno' })).toBeNull();

    const dos = await row('Radio Dos');
    expect(within(dos).getByText('Not connected')).toBeTruthy();
    expect(within(dos).getByRole('button', { name: 'Connect Radio Dos' })).toBeTruthy();
    expect(within(dos).queryByRole('button', { name: 'Disconnect Radio Dos' })).toBeNull();

    const tres = await row('Radio Tres');
    expect(within(tres).getByText('Reconnect', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(within(tres).getByText('Token has been expired or revoked.')).toBeTruthy();
    expect(within(tres).getByRole('button', { name: 'Connect Radio Tres' }).textContent).toBe('Reconnect');

    const cuatro = await row('Radio Cuatro');
    expect(within(cuatro).getByText('Feature not enabled')).toBeTruthy();
    expect(within(cuatro).queryByRole('button')).toBeNull();

    const latest = screen.getByRole('link', { name: 'Latest videos sent' });
    expect(latest.getAttribute('href')).toBe('/admin/social-export/uploaded/youtube');
  });

  it("connects by leaving for the platform's login path with the station and a media token", async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    start();
    fireEvent.click(within(await row('Radio Dos')).getByRole('button', { name: 'Connect Radio Dos' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(assign.mock.calls[0]![0]);
    expect(url.pathname).toBe('/api/social-export/auth/youtube/login');
    expect(url.searchParams.get('station')).toBe(ST2);
    expect(url.searchParams.get('access_token')).toBe('media-1');
  });

  it('offers Instagram through Facebook Login for Business too', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    start('INSTAGRAM', { 'GET /connections/instagram': { results: [] } });
    fireEvent.click(within(await row('Radio Uno')).getByRole('button', { name: 'Connect Radio Uno with Facebook' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(new URL(assign.mock.calls[0]![0]).pathname).toBe('/api/social-export/auth/instagram-business/login');
  });

  it("links Dailymotion's connect to its API-key form", async () => {
    start('DAILYMOTION', { 'GET /connections/dailymotion': { results: [] } });
    const connect = within(await row('Radio Uno')).getByRole('link', { name: 'Connect Radio Uno' });
    expect(connect.getAttribute('href')).toBe(`/admin/social-export/dailymotion/connect/${ST1}`);
  });

  it('disconnects only once confirmed, with DELETE', async () => {
    const { api } = start('YOUTUBE', {
      'DELETE /connections/:station/:platform': notConnected(ST1),
    });
    const disconnect = within(await row('Radio Uno')).getByRole('button', { name: 'Disconnect Radio Uno' });
    fireEvent.click(disconnect);
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect YouTube' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', `/connections/${ST1}/youtube`)).toHaveLength(0);

    fireEvent.click(disconnect);
    const again = await screen.findByRole('dialog', { name: 'Disconnect YouTube' });
    expect(within(again).getByText(/Radio Uno will no longer publish to YouTube/)).toBeTruthy();
    fireEvent.click(within(again).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(api.callsTo('DELETE', `/connections/${ST1}/youtube`)).toHaveLength(1));
    expect(await screen.findByText('Account disconnected')).toBeTruthy();
    // The connections are asked for again.
    await waitFor(() => expect(api.callsTo('GET', '/connections/youtube').length).toBeGreaterThan(1));
  });

  it('says what the OAuth callback brought back: the station connected, or the error', async () => {
    const first = start('YOUTUBE', {}, { connected: ST2 });
    expect(await screen.findByText('Radio Dos connected')).toBeTruthy();
    expect(first.onNoticeShown).toHaveBeenCalled();
  });

  it("says the callback's error in the server's words", async () => {
    start('YOUTUBE', {}, { error: 'The account has no channel' });
    expect(await screen.findByText('The account has no channel')).toBeTruthy();
    expect(screen.getByText('Could not connect the account')).toBeTruthy();
  });

  it('shows loading, then says the client has no stations', async () => {
    start('YOUTUBE', { 'GET /connections/youtube': { results: [] } }, {}, []);
    expect(await screen.findByText('Loading the connections…')).toBeTruthy();
    expect(await screen.findByText('Your client has no stations yet')).toBeTruthy();
  });

  it('says when the connections could not be loaded, with a retry', async () => {
    start('YOUTUBE', { 'GET /connections/youtube': reply(500) });
    expect(await screen.findByText('Could not load the connections')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
