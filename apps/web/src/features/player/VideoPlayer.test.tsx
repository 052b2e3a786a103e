import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AppServicesProvider } from '../../lib/app-services';
import { createFakeApi, testServices } from '../../test/app-kit';
import { PlayerProvider } from './PlayerProvider';
import type { PlayerEvent } from './player.types';
import { usePlayer } from './use-player';
import { VideoPlayer } from './VideoPlayer';

function Listener({ onEvent }: { onEvent: (event: PlayerEvent) => void }) {
  const { subscribe } = usePlayer();
  return <span ref={() => subscribe(onEvent)} />;
}

function renderVideo() {
  const events: PlayerEvent[] = [];
  // Media URLs carry a media token, never the access token.
  const api = createFakeApi({ 'GET /auth/media-token': { token: 'tok', expiresAt: Date.now() + 3_600_000 } });
  const services = testServices(api, { auth: { getAccessToken: async () => 'access-token' } as never });
  render(
    <MantineProvider>
      <AppServicesProvider services={services}>
        <PlayerProvider>
          <Listener onEvent={(event) => events.push(event)} />
          <VideoPlayer stationSlug="demo-tv" />
        </PlayerProvider>
      </AppServicesProvider>
    </MantineProvider>,
  );
  return { events, video: screen.getByLabelText('Recording video') as HTMLVideoElement };
}

afterEach(() => vi.restoreAllMocks());

describe('VideoPlayer', () => {
  it('shows a 798 x 449 video whose speed the rate menu sets', async () => {
    const { video } = renderVideo();
    expect(video.getAttribute('width')).toBe('798');
    expect(video.getAttribute('height')).toBe('449');
    fireEvent.click(screen.getByRole('button', { name: 'Playback speed' }));
    const rates = await screen.findAllByRole('menuitem');
    expect(rates.map((item) => item.textContent)).toEqual(['0.5x', '1x', '1.5x', '2x']);
    fireEvent.click(rates[2]!);
    expect(video.playbackRate).toBe(1.5);
    expect(screen.getByRole('button', { name: 'Playback speed' }).textContent).toBe('1.5x');
  });

  it('downloads the current frame as a PNG named after the station and time, and says so', async () => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
    const { video, events } = renderVideo();
    Object.defineProperty(video, 'videoWidth', { value: 1280 });
    Object.defineProperty(video, 'videoHeight', { value: 720 });
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob(['png'])));
    URL.createObjectURL = vi.fn(() => 'blob:frame');
    URL.revokeObjectURL = vi.fn();
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Take snapshot' })));

    expect(drawImage).toHaveBeenCalledWith(video, 0, 0, 1280, 720);
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatch(/^demo-tv-\d{8}-\d{6}\.png$/);
    expect(events).toEqual([{ type: 'SNAPSHOT_TAKEN', fileName: downloads[0] }]);
  });

  it('takes no snapshot before the video has a frame', async () => {
    const { events } = renderVideo();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Take snapshot' })));
    expect(click).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });
});
