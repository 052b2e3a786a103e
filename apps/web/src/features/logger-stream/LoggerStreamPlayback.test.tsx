/**
 * Issue 13 on the stream screen: play only where the loaded range has a recording (13.5), the
 * view following the playhead, the times in words (13.6) and rewind bounded by the client's
 * retention (13.21). The timeline and the player are stand-ins, as in LoggerStreamScreen.test.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aMeUser, aUserStation } from '../../test/app-kit';
import type { LoggerTimelineProps } from './timeline/LoggerTimeline';
import { createFakePlayer, recordedEverywhere, startStream, type FakePlayer } from './stream-test-kit';
import type { RecordedCall } from '../../test/app-kit';

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

beforeEach(() => {
  player = createFakePlayer();
  fakes.player = player;
  fakes.timeline = null;
});

async function openStream(path: string, options: Partial<Parameters<typeof startStream>[1]> = {}) {
  const view = startStream(path, { user: client, ...options });
  await screen.findByRole('heading', { name: 'Mitre AM 790' });
  return view;
}

describe('stream playback (issue 13.5)', () => {
  it('says there is no recording and plays nothing where the loaded range has none', async () => {
    await openStream('/logger/s/mitre-am', { segments: [] });
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(await screen.findByText('There is no recording here in the loaded range.')).toBeTruthy();
    expect(player.play).not.toHaveBeenCalled();
  });

  it('starts at the first recorded moment after the asked one, inside the loaded range, in whole ms', async () => {
    // Recorded only from five minutes into each range asked.
    const later = (call: RecordedCall) =>
      recordedEverywhere(call).map((segment) => ({ ...segment, startTs: segment.startTs + 5 * MINUTE }));
    const cursor = Date.now() - 3 * 60 * MINUTE + 0.4;
    await openStream(`/logger/s/mitre-am?cursor=${Math.round(cursor)}`, { segments: later });
    act(() => timeline().onTimelineClick(timeline().preview.from + 0.7, { x: 1, y: 1 }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Play' }));
    await waitFor(() => expect(player.play).toHaveBeenCalled());
    const request = player.play.mock.calls[0]![0] as { startTs: number };
    expect(Number.isInteger(request.startTs)).toBe(true);
    expect(request.startTs).toBeGreaterThan(timeline().preview.from);
    expect(request.startTs).toBeLessThan(timeline().preview.to);
  });

  it('moves the view to the playhead when it leaves the focus', async () => {
    await openStream('/logger/s/mitre-am');
    fireEvent.keyDown(document.body, { key: 'k' });
    await waitFor(() => expect(player.play).toHaveBeenCalled());
    const { focus, preview } = timeline();
    const heard = preview.from + 2 * MINUTE;
    expect(heard < focus.from).toBe(true);
    player.state.currentTs = heard;
    // Any render reads the player's state; a cursor click is one.
    act(() => timeline().onTimelineClick(focus.from + MINUTE, { x: 1, y: 1 }));
    await waitFor(() => expect(timeline().focus.from).toBe(heard));
  });
});

describe('stream times (issue 13.6)', () => {
  it('names the date and the station zone in the header and reads the cursor and selection', async () => {
    const cursor = Date.UTC(2026, 10, 23, 15, 10, 5); // 12:10:05 in Buenos Aires
    await openStream(`/logger/s/mitre-am?cursor=${cursor}`);
    expect(screen.getByTestId('stream-date').textContent).toBe(
      '2026-11-23 · America/Argentina/Buenos_Aires (UTC−03:00)',
    );
    expect(screen.getByTestId('readout-cursor').textContent).toBe('Cursor 2026-11-23 12:10:05');
    expect(screen.getByTestId('readout-playhead').textContent).toBe('Playhead —');
    act(() => timeline().onTimelineClick(cursor, { x: 1, y: 1 }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Start selection' }));
    expect(screen.getByTestId('readout-selection').textContent).toBe(
      'Selection 2026-11-23 12:10:05 to 12:12:05 (2:00)',
    );
  });
});

describe('rewind (issue 13.21)', () => {
  it("stops at the client's retention, not at a fixed 90 days", async () => {
    const cursor = Date.now() - 30 * 60 * MINUTE;
    const station = (retentionDays: number) =>
      aUserStation({ client: { id: 'c1', name: 'Radio Mitre', slug: 'radio-mitre', retentionDays } });
    const { unmount } = await openStream(`/logger/s/mitre-am?cursor=${cursor}`, { station: station(1) });
    const rewind = () => within(screen.getByRole('toolbar')).getByRole('button', { name: 'Rewind one hour' });
    expect(rewind()).toHaveProperty('disabled', true);
    unmount();
    await openStream(`/logger/s/mitre-am?cursor=${cursor}`, { station: station(90) });
    expect(rewind()).toHaveProperty('disabled', false);
  });
});
