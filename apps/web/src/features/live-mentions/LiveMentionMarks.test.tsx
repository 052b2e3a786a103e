import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { aMeUser, aUserStation } from '../../test/app-kit';
import type { LoggerTimelineProps } from '../logger-stream/timeline/LoggerTimeline';
import { createFakePlayer, startStream } from '../logger-stream/stream-test-kit';
import { DEFAULT_STREAM_SETTINGS, STREAM_SETTINGS_KEY } from '../logger-stream/stream-settings';
import { aMention, at, mentionsServer, NOON, STATION } from './live-mentions-test-kit';

// As in the stream tabs' tests: the timeline and the player are stand-ins that show what the screen hands them.
const fakes = vi.hoisted(() => ({ timeline: null as LoggerTimelineProps | null, player: null as unknown }));
vi.mock('../logger-stream/timeline/LoggerTimeline', () => ({
  LoggerTimeline: (props: LoggerTimelineProps) => {
    fakes.timeline = props;
    return <div data-testid="timeline" />;
  },
}));
vi.mock('../player/use-player', () => ({ usePlayer: () => fakes.player }));
vi.mock('../player/VideoPlayer', () => ({ VideoPlayer: () => <div data-testid="video">Video player</div> }));
vi.mock('../player/PlayerProvider', () => ({
  PlayerProvider: ({ children }: { children: ReactNode }) => children,
}));

const MENTIONS = [
  aMention(1, { name: 'Acme spring 1', customData: { time: { start: at(3), end: at(25) }, content: 'script' } }),
  aMention(5, { confidence: 'REJECTED', name: 'Rejected one' }),
  aMention(10, {
    type: 'manual',
    confidence: 'MANUAL',
    score: null,
    name: 'Hand made',
    customData: { time: { start: at(600), end: at(600) }, content: '' },
  }),
];
const MARKS = [
  { from: at(3), to: at(25), label: 'Live mention: Acme spring 1', kind: 'liveMention' },
  { from: at(600), to: at(600), label: 'Live mention: Hand made', kind: 'liveMention' },
];
const listPath = `/v2/stations/${STATION}/audit/live-mentions/matches`;
const mentionsStation = () => aUserStation({}, { audit: { enabled: true, liveMentionsEnabled: true } });
const timeline = () => fakes.timeline!;

beforeEach(() => {
  fakes.player = createFakePlayer();
  fakes.timeline = null;
});
afterEach(() => window.localStorage.clear());

async function openStream(search = '', station = mentionsStation()) {
  const server = mentionsServer(MENTIONS);
  const view = startStream(`/logger/s/mitre-am?cursor=${NOON}${search}`, {
    user: aMeUser('CLIENT_USER'),
    station,
    answers: { ...server.answers, 'GET /v2/stations/:id/audit/matches': { results: [], metadata: { totalCount: 0 } } },
  });
  await screen.findByRole('heading', { name: 'Mitre AM 790' });
  return view;
}

const showLiveMentions = (liveMentions: boolean) =>
  window.localStorage.setItem(
    STREAM_SETTINGS_KEY,
    JSON.stringify({ ...DEFAULT_STREAM_SETTINGS, audit: { ...DEFAULT_STREAM_SETTINGS.audit, liveMentions } }),
  );

describe('live mentions on the stream timeline', () => {
  it('marks each live mention of the loaded range but the rejected ones, over the words it was found in', async () => {
    const { api } = await openStream();
    await waitFor(() => expect(timeline().findings).toEqual(MARKS));
    expect(api.callsTo('GET', listPath)).toHaveLength(1);
  });

  it('marks the same mentions the Live Mentions tab lists', async () => {
    await openStream('&tab=livementions');
    await waitFor(() => expect(screen.queryAllByTestId('live-mention')).toHaveLength(2));
    await waitFor(() => expect(timeline().findings).toEqual(MARKS));
  });

  it("draws none, and asks for none, with the screen setting's live mentions off", async () => {
    showLiveMentions(false);
    const { api } = await openStream();
    await waitFor(() => expect(timeline()).toBeTruthy());
    expect(timeline().findings).toEqual([]);
    expect(api.callsTo('GET', listPath)).toHaveLength(0);
  });

  it('draws none for a station without the live mentions feature', async () => {
    const { api } = await openStream('', aUserStation({}, { audit: { enabled: true } }));
    await waitFor(() => expect(timeline()).toBeTruthy());
    expect(timeline().findings).toEqual([]);
    expect(api.callsTo('GET', listPath)).toHaveLength(0);
  });
});
