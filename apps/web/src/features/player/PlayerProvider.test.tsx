import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AppServicesProvider } from '../../lib/app-services';
import { createFakeApi, testServices } from '../../test/app-kit';
import { PlayerProvider } from './PlayerProvider';
import type { AudioRequest, PlayerEvent } from './player.types';
import { usePlayer } from './use-player';

const T0 = Date.UTC(2026, 0, 5, 10, 0, 0);
const selection: AudioRequest = {
  kind: 'audio',
  stationId: 's1',
  startTs: T0,
  stopTs: T0 + 120_000,
  mediaFormat: 'mp3',
};

function Controls({ onEvent }: { onEvent: (event: PlayerEvent) => void }) {
  const { state, play, subscribe } = usePlayer();
  return (
    <>
      <button type="button" onClick={() => play(selection)} ref={() => subscribe(onEvent)}>
        Play selection
      </button>
      <output aria-label="state">{state.isPlaying ? 'playing' : state.isLoading ? 'loading' : 'idle'}</output>
    </>
  );
}

const played: HTMLMediaElement[] = [];
let playResult: () => Promise<void> = () => Promise.resolve();

function renderPlayer() {
  const events: PlayerEvent[] = [];
  // Media URLs carry a media token, never the access token.
  const api = createFakeApi({ 'GET /auth/media-token': { token: 'tok', expiresAt: Date.now() + 3_600_000 } });
  const services = testServices(api, { auth: { getAccessToken: async () => 'access-token' } as never });
  render(
    <MantineProvider>
      <AppServicesProvider services={services}>
        <PlayerProvider playerTech="audio_src">
          <Controls onEvent={(event) => events.push(event)} />
        </PlayerProvider>
      </AppServicesProvider>
    </MantineProvider>,
  );
  return { events };
}

async function startSelection() {
  fireEvent.click(screen.getByRole('button', { name: 'Play selection' }));
  await vi.waitFor(() => expect(played).toHaveLength(1));
  return played[0]!;
}

describe('PlayerProvider with audio_src', () => {
  beforeEach(() => {
    played.length = 0;
    playResult = () => Promise.resolve();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push(this);
      return playResult();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('plays the export of the selection with the access token and ends at its stopTs', async () => {
    const { events } = renderPlayer();
    const audio = await startSelection();
    const url = new URL(audio.src);
    expect(url.pathname).toBe('/api/export/stations/s1/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: String(T0),
      to: String(T0 + 120_000),
      access_token: 'tok',
    });

    act(() => audio.dispatchEvent(new Event('playing')));
    expect(screen.getByLabelText('state')).toHaveProperty('textContent', 'playing');

    Object.defineProperty(audio, 'currentTime', { value: 120, configurable: true });
    act(() => audio.dispatchEvent(new Event('timeupdate')));
    expect(events).toEqual([{ type: 'TIME_UPDATE', ts: T0 + 120_000 }, { type: 'PLAYBACK_END' }]);
    expect(screen.getByLabelText('state')).toHaveProperty('textContent', 'idle');
  });

  it("shows the spec's message when playback fails, and stays quiet when a play is interrupted", async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    playResult = () => Promise.reject(new DOMException('interrupted by a new load request', 'AbortError'));
    const { events } = renderPlayer();
    await startSelection();
    await act(async () => {});
    expect(show).not.toHaveBeenCalled();
    expect(screen.getByLabelText('state')).toHaveProperty('textContent', 'loading');

    played.length = 0;
    playResult = () => Promise.reject(new DOMException('no supported source', 'NotSupportedError'));
    fireEvent.click(screen.getByRole('button', { name: 'Play selection' }));
    await vi.waitFor(() => expect(show).toHaveBeenCalled());
    expect(show.mock.calls[0]![0]).toMatchObject({ message: 'A playback problem has ocurred, please try again.' });
    expect(events.at(-1)).toEqual({ type: 'ERROR', message: 'no supported source' });
    expect(screen.getByLabelText('state')).toHaveProperty('textContent', 'idle');
  });
});
