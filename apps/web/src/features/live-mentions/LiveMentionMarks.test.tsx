import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import type { Match } from '@antena/contract';
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

// One audio match at 12:02:30 for 29.5 s, beside the mentions.
const MATCH_AT = at(150);
const MATCH: Match = {
  datetime: MATCH_AT,
  type: 'CUSTOM',
  score: 97.5,
  mainMatch: {
    id: '7a1b2c3d-0000-4000-8000-000000000001',
    audio: { id: '8b1b2c3d-0000-4000-8000-00000000000a', customId: 'SPOT-COLA-30', title: 'Cola', duration: 30_000 },
    score: 97.5,
    source: 'AUTO',
    playedDuration: 29_500,
    matchedSchedule: null,
    review: 'AUTO',
    waitsForReview: false,
  },
  otherMatches: [],
  matchedScheduleConfirmationType: null,
  matchedScheduleDiff: null,
};
const MATCH_MARK = { from: MATCH_AT, to: MATCH_AT + 29_500, label: 'Audio match SPOT-COLA-30 at 12:02:30' };

async function openStream(search = '', station = mentionsStation()) {
  const server = mentionsServer(MENTIONS);
  const view = startStream(`/logger/s/mitre-am?cursor=${NOON}${search}`, {
    user: aMeUser('CLIENT_USER'),
    station,
    answers: {
      ...server.answers,
      'GET /v2/stations/:id/audit/matches': { results: [MATCH], metadata: { totalCount: 1 } },
    },
  });
  await screen.findByRole('heading', { name: 'Mitre AM 790' });
  return view;
}

const showOverlays = (audit: { matches: boolean; liveMentions: boolean }) =>
  window.localStorage.setItem(
    STREAM_SETTINGS_KEY,
    JSON.stringify({ ...DEFAULT_STREAM_SETTINGS, audit: { ...DEFAULT_STREAM_SETTINGS.audit, ...audit } }),
  );

describe('live mentions on the stream timeline', () => {
  it('marks each live mention of the loaded range but the rejected ones, over the words it was found in', async () => {
    const { api } = await openStream();
    await waitFor(() => expect(timeline().findings).toEqual([MATCH_MARK, ...MARKS]));
    expect(api.callsTo('GET', listPath)).toHaveLength(1);
  });

  it('marks the same mentions the Live Mentions tab lists', async () => {
    await openStream('&tab=livementions');
    await waitFor(() => expect(screen.queryAllByTestId('live-mention')).toHaveLength(2));
    await waitFor(() => expect(timeline().findings).toEqual([MATCH_MARK, ...MARKS]));
  });

  it("draws none, and asks for none, with the screen setting's live mentions off", async () => {
    showOverlays({ matches: true, liveMentions: false });
    const { api } = await openStream();
    await waitFor(() => expect(timeline().findings).toEqual([MATCH_MARK]));
    expect(api.callsTo('GET', listPath)).toHaveLength(0);
  });

  it("keeps the mentions and hides the audio matches with the screen setting's matches off", async () => {
    showOverlays({ matches: false, liveMentions: true });
    await openStream();
    await waitFor(() => expect(timeline().findings).toEqual(MARKS));
  });

  it('draws none for a station without the live mentions feature', async () => {
    const { api } = await openStream('', aUserStation({}, { audit: { enabled: true } }));
    await waitFor(() => expect(timeline().findings).toEqual([MATCH_MARK]));
    expect(api.callsTo('GET', listPath)).toHaveLength(0);
  });
});
