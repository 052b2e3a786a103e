import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aMeUser, aUserStation, reply } from '../../test/app-kit';
import type { LoggerTimelineProps } from './timeline/LoggerTimeline';
import { createFakePlayer, startStream, type FakePlayer } from './stream-test-kit';

// The timeline draws on canvases and the player needs MediaSource: both have their own tests.
// Here they are stand-ins that show what the screen hands them.
const fakes = vi.hoisted(() => ({ timeline: null as LoggerTimelineProps | null, player: null as unknown }));
vi.mock('./timeline/LoggerTimeline', () => ({
  LoggerTimeline: (props: LoggerTimelineProps) => {
    fakes.timeline = props;
    return <div data-testid="timeline" />;
  },
}));
vi.mock('../player/use-player', () => ({ usePlayer: () => fakes.player }));
vi.mock('../player/PlayerProvider', () => ({ PlayerProvider: ({ children }: { children: ReactNode }) => children }));
vi.mock('../player/VideoPlayer', () => ({ VideoPlayer: () => <div>Video player</div> }));

const MINUTE = 60_000;
const client = aMeUser('CLIENT_USER');
let player: FakePlayer;
const timeline = () => fakes.timeline!;
const writeText = vi.fn(async () => {});

beforeEach(() => {
  player = createFakePlayer();
  fakes.player = player;
  fakes.timeline = null;
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  writeText.mockClear();
  window.localStorage.clear();
});

async function openStream(path = '/logger/s/mitre-am', options: Partial<Parameters<typeof startStream>[1]> = {}) {
  const view = startStream(path, { user: client, ...options });
  await screen.findByRole('heading', { name: 'Mitre AM 790' });
  return view;
}

const clickTimeline = (ts: number) => act(() => timeline().onTimelineClick(ts, { x: 100, y: 100 }));

describe('logger stream screen', () => {
  // The route's loader asks for the station while the screen's chunk loads (issue 31.5), so with
  // the fake API's immediate answers the 'Loading mitre-am stream' state has already passed.
  it('opens the last hour with the controls', async () => {
    const before = Date.now();
    startStream('/logger/s/mitre-am', { user: client });
    await screen.findByRole('heading', { name: 'Mitre AM 790' });

    const { preview, focus } = timeline();
    expect(preview.to - preview.from).toBe(60 * MINUTE);
    expect(preview.to).toBeGreaterThanOrEqual(before - 30_000);
    expect(preview.to).toBeLessThanOrEqual(Date.now() - 30_000);
    expect(focus).toEqual({ from: preview.to - 15 * MINUTE, to: preview.to });
    expect(screen.getByRole('button', { name: 'Load latest recording' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Forward one hour' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Rewind one hour' })).toHaveProperty('disabled', false);
  });

  it('says Station not found for an unknown slug', async () => {
    startStream('/logger/s/nowhere', { user: client, station: reply(404) });
    expect(await screen.findByText('Station not found')).toBeTruthy();
  });

  it('rewinds an hour, then enables forward and the latest recording', async () => {
    await openStream();
    const { preview } = timeline();
    fireEvent.click(screen.getByRole('button', { name: 'Rewind one hour' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rewind one hour' }));
    expect(timeline().preview).toEqual({ from: preview.from - 120 * MINUTE, to: preview.to - 120 * MINUTE });
    expect(screen.getByRole('button', { name: 'Forward one hour' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Load latest recording' })).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('button', { name: 'Load latest recording' }));
    expect(timeline().preview.to).toBeGreaterThanOrEqual(preview.to);
  });

  it('opens a picked date and time on the station clock, never the future', async () => {
    await openStream();
    fireEvent.click(screen.getByRole('button', { name: 'Select date and time' }));
    fireEvent.change(await screen.findByLabelText(/Date of stream/), { target: { value: '01/01/2099' } });
    fireEvent.change(screen.getByLabelText('Start time, hours'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Start time, minutes'), { target: { value: '00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Choose a moment in the past')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Date of stream/), { target: { value: '03/10/2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    // 10:00 in Buenos Aires (UTC-3).
    await waitFor(() => expect(timeline().preview.from).toBe(Date.UTC(2025, 2, 10, 13, 0)));
  });

  it('plays with k from the focus start, from the URL cursor, and pauses', async () => {
    await openStream();
    fireEvent.keyDown(document.body, { key: 'k' });
    await waitFor(() => expect(player.play).toHaveBeenCalled());
    expect(player.play).toHaveBeenCalledWith({
      kind: 'audio',
      stationId: aUserStation().id,
      startTs: timeline().focus.from,
      mediaFormat: 'mp3',
    });
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(player.pause).toHaveBeenCalled();
  });

  it('ignores the hotkeys while the user types in a field', async () => {
    await openStream();
    fireEvent.click(screen.getByRole('button', { name: 'Select date and time' }));
    const time = await screen.findByLabelText('Start time, hours');
    fireEvent.keyDown(time, { key: 'k' });
    fireEvent.keyDown(time, { key: 'j' });
    expect(player.play).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'k' });
    await waitFor(() => expect(player.play).toHaveBeenCalledTimes(1));
  });

  it('opens at ?cursor= with the focus around it and plays from there', async () => {
    const cursor = Date.now() - 3 * 60 * MINUTE;
    await openStream(`/logger/s/mitre-am?cursor=${cursor}&play=true`);
    expect(timeline().cursor).toBe(cursor);
    expect(timeline().focus).toEqual({ from: cursor - 7.5 * MINUTE, to: cursor + 7.5 * MINUTE });
    await waitFor(() => expect(player.play).toHaveBeenCalledWith(expect.objectContaining({ startTs: cursor })));
  });

  it('sets the cursor with a click and copies its URL', async () => {
    await openStream();
    const ts = timeline().focus.from + MINUTE;
    clickTimeline(ts);
    expect(timeline().cursor).toBe(ts);
    const menu = await screen.findByRole('menu', { name: 'Cursor options' });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Copy cursor URL' }));
    expect(await screen.findByText('Cursor URL copied to clipboard')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/logger/s/mitre-am?cursor=${ts}`);
  });

  it('over plain HTTP, where the browser refuses every copy, says copying needs HTTPS and shows the URL', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    try {
      await openStream();
      const ts = timeline().focus.from + MINUTE;
      clickTimeline(ts);
      const menu = await screen.findByRole('menu', { name: 'Cursor options' });
      fireEvent.click(within(menu).getByRole('menuitem', { name: 'Copy cursor URL' }));
      expect(await screen.findByText('Copying needs an HTTPS connection. Select the link and copy it:')).toBeTruthy();
      expect(screen.getByText(`${window.location.origin}/logger/s/mitre-am?cursor=${ts}`)).toBeTruthy();
    } finally {
      Reflect.deleteProperty(window, 'isSecureContext');
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it('makes a selection of 2 minutes from the cursor and shares it with Quick Share', async () => {
    const { api } = await openStream();
    api.on('POST', '/quick-share', reply(201, { token: 'tok', url: 'https://app.test/share/tok', expiresAt: '' }));
    const ts = timeline().focus.from + MINUTE;
    clickTimeline(ts);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Start selection' }));
    expect(timeline().selection).toEqual({ tsA: ts, tsB: ts + 2 * MINUTE });
    expect(timeline().cursor).toBeNull();

    clickTimeline(ts + MINUTE);
    const menu = await screen.findByRole('menu', { name: 'Selection options' });
    expect(within(menu).queryByRole('menuitem', { name: 'Download TS' })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Copy Quick Share URL' }));
    expect(await screen.findByText('Quick Share URL copied')).toBeTruthy();
    expect(api.callsTo('POST', '/quick-share')[0]?.body).toEqual({
      stationId: aUserStation().id,
      from: ts,
      to: ts + 2 * MINUTE,
    });
    expect(writeText).toHaveBeenCalledWith('https://app.test/share/tok');
  });

  it('says a refused Quick Share is a missing permission, keeps the session and hides the entry', async () => {
    let allowed = true;
    const { api } = await openStream('/logger/s/mitre-am', {
      flags: { app__user_permissions_check: true },
      permission: () => ({ hasPermission: allowed }),
    });
    api.on('POST', '/quick-share', reply(403, { statusCode: 403, code: 'ERR_FORBIDDEN', message: 'Forbidden' }));
    const ts = timeline().focus.from + MINUTE;
    clickTimeline(ts);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Start selection' }));
    clickTimeline(ts + MINUTE);
    allowed = false;
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy Quick Share URL' }));
    expect(await screen.findByText('You do not have permission to share recordings with Quick Share')).toBeTruthy();
    expect(screen.queryByText('Session has expired')).toBeNull();
    clickTimeline(ts + MINUTE);
    const menu = await screen.findByRole('menu', { name: 'Selection options' });
    await waitFor(() => expect(within(menu).queryByRole('menuitem', { name: 'Copy Quick Share URL' })).toBeNull());
  });

  it('hides Quick Share from a client user without the permission when the check is on', async () => {
    await openStream('/logger/s/mitre-am', {
      flags: { app__user_permissions_check: true },
      permission: { hasPermission: false },
    });
    const ts = timeline().focus.from + MINUTE;
    clickTimeline(ts);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Start selection' }));
    clickTimeline(ts + MINUTE);
    const menu = await screen.findByRole('menu', { name: 'Selection options' });
    expect(within(menu).getByRole('menuitem', { name: 'Download audio' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Copy Quick Share URL' })).toBeNull();
  });

  it('downloads the selected audio through the export with the access token, showing its progress', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(new Uint8Array(10), { headers: { 'content-length': '10' } }));
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    await openStream();
    const ts = timeline().focus.from + MINUTE;
    clickTimeline(ts);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'End selection' }));
    fireEvent.keyDown(document.body, { key: 'd' });
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(await screen.findByText('Download complete')).toBeTruthy();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.href).toBe('blob:export');
    const url = new URL(String(fetchSpy.mock.calls[0]![0]));
    fetchSpy.mockRestore();
    expect(url.pathname).toBe(`/api/export/stations/${aUserStation().id}/export`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      from: String(ts - 2 * MINUTE),
      to: String(ts),
      download: 'true',
      access_token: 'token-1',
    });
    expect(link.download).toMatch(/^mitre-am_.*_120s\.mp3$/);
    click.mockRestore();
  });

  it('offers video and TS downloads and the video player for a video station, without live play', async () => {
    await openStream('/logger/s/mitre-am', { station: aUserStation({ format: 'mpegts', name: 'Mitre AM 790' }) });
    expect(screen.getByText('Video player')).toBeTruthy();
    expect(timeline().showThumbnails).toBe(true);
    expect(screen.queryByRole('button', { name: 'Play live' })).toBeNull();
    clickTimeline(timeline().focus.from + MINUTE);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Start selection' }));
    clickTimeline(timeline().focus.from + 2 * MINUTE);
    const menu = await screen.findByRole('menu', { name: 'Selection options' });
    expect(within(menu).getByRole('menuitem', { name: 'Download video' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Download TS' })).toBeTruthy();
  });

  it('plays the stream live and stops when pressed again', async () => {
    await openStream();
    fireEvent.click(screen.getByRole('button', { name: 'Play live' }));
    expect(player.play).toHaveBeenCalledWith({
      kind: 'live',
      stationId: aUserStation().id,
      url: 'https://radio.example/mitre.mp3',
    });
    expect(await screen.findByText('LIVE')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop live' }));
    expect(player.stop).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText('LIVE')).toBeNull());
  });

  it("follows the recording's live edge when the stream URL is not one a browser plays", async () => {
    await openStream('/logger/s/mitre-am', {
      station: aUserStation({ streams: [{ url: 'udp://239.0.0.1:1234' }] }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Play live' }));
    expect(player.play).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'audio', forceTech: 'media_source', mediaFormat: 'mp3', follow: true }),
    );
  });

  it('shows the segment download progress while the player caches segments', async () => {
    player.state.downloadPercent = 37.5;
    await openStream();
    expect(screen.getByText('Downloading segments 38%')).toBeTruthy();
  });

  it('shows a playback error as a notification', async () => {
    await openStream();
    act(() => player.emit({ type: 'ERROR', message: 'Invalid params: params.startTs' }));
    expect(await screen.findByText('A playback problem has ocurred, please try again.')).toBeTruthy();
    expect(screen.queryByText(/Invalid params/)).toBeNull();
  });

  it('shows only the feature tabs whose lists are built, and no audit switch (issue 13.20)', async () => {
    await openStream('/logger/s/mitre-am', {
      station: aUserStation(
        {},
        {
          audit: { enabled: true, liveMentionsEnabled: true },
          transcription: { enabled: true },
          videoAnalysis: { enabled: true, lowerThird: { enabled: true }, adOverlays: { enabled: true } },
        },
      ),
    });
    const tabs = screen.getByRole('tablist', { name: 'Stream tabs' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Audio Matches', 'Live Mentions', 'Transcriptions']);
    expect(screen.queryByText(/No (transcriptions|lowerthirds|ad overlays) found/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Audit options' })).toBeNull();
  });

  it('shows the ISO range to a superadmin only', async () => {
    const { unmount } = await openStream();
    expect(screen.queryByTestId('iso-range')).toBeNull();
    unmount();
    await openStream('/logger/s/mitre-am', { user: aMeUser('SUPERADMIN') });
    const { preview } = timeline();
    expect(screen.getByTestId('iso-range').textContent).toBe(
      `Range ${new Date(preview.from).toISOString()} / ${new Date(preview.to).toISOString()}`,
    );
  });

  it('lists the hotkeys in the hotkeys modal', async () => {
    await openStream();
    fireEvent.keyDown(window, { key: '?' });
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Move the focus 5 minutes back')).toBeTruthy();
    expect(within(dialog).getByText('Start the selection at the playhead')).toBeTruthy();
    expect(within(dialog).getByText('Download the selection')).toBeTruthy();
  });
});
