import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import { aMeUser } from '../../test/app-kit';
import type { LoggerTimelineProps } from './timeline/LoggerTimeline';
import { createFakePlayer, startStream } from './stream-test-kit';

// As in LoggerStreamScreen.test.tsx: the timeline (its drag has its own tests) and the player
// are stand-ins that show what the screen hands them.
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
const timeline = () => fakes.timeline!;

beforeEach(() => {
  fakes.player = createFakePlayer();
  fakes.timeline = null;
});

describe('logger stream: a selection dragged on the timeline', () => {
  it('replaces the cursor, and a click inside it opens the selection menu', async () => {
    startStream('/logger/s/mitre-am', { user: aMeUser('CLIENT_USER') });
    await screen.findByRole('heading', { name: 'Mitre AM 790' });
    const from = timeline().focus.from;
    act(() => timeline().onTimelineClick(from + MINUTE, { x: 10, y: 10 }));
    expect(timeline().cursor).toBe(from + MINUTE);
    await screen.findByRole('menu', { name: 'Cursor options' });

    act(() => timeline().onSelectionChange({ tsA: from + 2 * MINUTE, tsB: from + 6 * MINUTE }));
    expect(timeline().selection).toEqual({ tsA: from + 2 * MINUTE, tsB: from + 6 * MINUTE });
    expect(timeline().cursor).toBeNull();
    expect(screen.queryByRole('menu', { name: 'Cursor options' })).toBeNull();

    act(() => timeline().onTimelineClick(from + 4 * MINUTE, { x: 10, y: 10 }));
    expect(await screen.findByRole('menu', { name: 'Selection options' })).toBeTruthy();
  });
});
