import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aMeUser, aUserStation, errorBody, reply, type Answer } from '../../test/app-kit';
import type { LoggerTimelineProps } from '../logger-stream/timeline/LoggerTimeline';
import { createFakePlayer, startStream, type FakePlayer } from '../logger-stream/stream-test-kit';
import { aMention, aMentionSchedule, at, mentionsServer, NOON, STATION } from './live-mentions-test-kit';

// As in the other stream tabs' tests: the timeline and the player are stand-ins with their own tests.
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

const LONG = `${'Compre Acme, la mejor yerba del país, '.repeat(4)}y llévese un mate de regalo.`;
const SCHEDULE = aMentionSchedule(1);
const MENTIONS = [
  // 3 s after the cursor: the cursor's mention.
  aMention(1, {
    datetime: at(3),
    name: 'Acme spring 1',
    description: LONG,
    scheduleId: SCHEDULE.id,
    confirmedSchedule: { ...SCHEDULE, title: SCHEDULE.title, dirtyText: SCHEDULE.dirtyText },
    explanation: {
      brand: 1,
      rest: 0.8,
      distinctive: 'Acme',
      terms: [
        { term: 'Acme', heard: 'acme', class: 'brand', weight: 1, credit: 1 },
        { term: 'yerba', heard: 'yerba', class: 'content', weight: 0.6, credit: 1 },
        { term: 'mate', heard: null, class: 'content', weight: 0.4, credit: 0 },
      ],
    },
  }),
  aMention(5, { confidence: 'REJECTED', name: 'Rejected one' }),
  aMention(10, { type: 'manual', confidence: 'MANUAL', score: null, name: 'Hand made', description: '' }),
];
const mentionsStation = () => aUserStation({}, { audit: { enabled: true, liveMentionsEnabled: true } });
const listPath = `/v2/stations/${STATION}/audit/live-mentions/matches`;
const mentionPath = (id: string) => `/v2/stations/${STATION}/audit/live-mentions/${id}`;

let player: FakePlayer;
const timeline = () => fakes.timeline!;
const writeText = vi.fn(async () => {});

beforeEach(() => {
  player = createFakePlayer();
  fakes.player = player;
  fakes.timeline = null;
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

async function openTab(answers: Record<string, Answer> = {}, station = mentionsStation(), mentions = MENTIONS) {
  const server = mentionsServer(mentions);
  const view = startStream(`/logger/s/mitre-am?cursor=${NOON}&tab=livementions`, {
    user: aMeUser('CLIENT_USER'),
    station,
    answers: { ...server.answers, ...answers },
  });
  await screen.findByRole('heading', { name: 'Mitre AM 790' });
  return { ...view, server };
}

const items = () => screen.queryAllByTestId('live-mention');
const loaded = (count = 2) => waitFor(() => expect(items()).toHaveLength(count));
const item = (name: string) => items().find((element) => within(element).queryByText(name))!;

/** Holds the PUTs until `release()`: what shows meanwhile is the local update. */
function holdReviews(api: Awaited<ReturnType<typeof openTab>>['api']) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const send = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation(async (input, init) => {
    if (init?.method === 'PUT') await gate;
    return send(input, init);
  });
  return () => release();
}

describe('stream live mentions tab', () => {
  it('is not offered, and nothing is asked, for a station without live mentions', async () => {
    const { api } = await openTab({}, aUserStation({}, { audit: { enabled: true } }));
    expect(screen.queryByRole('tab', { name: 'Live Mentions' })).toBeNull();
    expect(api.callsTo('GET', listPath)).toHaveLength(0);
  });

  it("lists the loaded range's mentions but the rejected, with time, confidence, schedule, score and a folded description", async () => {
    const { api } = await openTab();
    expect(screen.getByRole('tab', { name: 'Live Mentions', selected: true })).toBeTruthy();
    await loaded();
    const { preview } = timeline();
    expect(Object.fromEntries(api.callsTo('GET', listPath)[0]!.query)).toEqual({
      from: String(preview.from),
      to: String(preview.to),
      contain: 'confirmedSchedule',
      sort: 'datetime',
      pageSize: '9999',
    });
    expect(screen.queryByText('Rejected one')).toBeNull();
    expect(screen.getByText('2 mentions in the loaded range')).toBeTruthy();

    const first = item('Acme spring 1');
    expect(within(first).getByText('12:00:03')).toBeTruthy();
    expect(within(first).getByText('Unreviewed')).toBeTruthy();
    expect(within(first).getByText('Confirms schedule PNT-1')).toBeTruthy();
    expect(within(first).getByText('Score 88%')).toBeTruthy();
    // Cut at 100 characters until 'Show more', whole until 'Show less'.
    expect(first.textContent).toContain(`${LONG.slice(0, 100).trimEnd()}…`);
    expect(first.textContent).not.toContain(LONG);
    // Why it was detected (issue 33): the words that carried the score, behind a toggle.
    fireEvent.click(within(first).getByRole('button', { name: 'Why this mention?' }));
    expect(within(first).getByTestId('mention-explanation').textContent).toBe(
      'Distinctive word: Acme · brand 100% · rest of the script 80%Acme 100%yerba 60%Not heard: mate',
    );
    expect(within(item('Hand made')).queryByRole('button', { name: 'Why this mention?' })).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: 'Show more' }));
    expect(first.textContent).toContain(LONG);
    fireEvent.click(within(first).getByRole('button', { name: 'Show less' }));
    expect(first.textContent).not.toContain(LONG);

    const manual = item('Hand made');
    expect(within(manual).getByText('Manual')).toBeTruthy();
    expect(within(manual).queryByText(/^Score/)).toBeNull();
    expect(within(manual).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('highlights the mention within 5 s of the cursor, and a time click seeks the player there', async () => {
    await openTab();
    await loaded();
    expect(item('Acme spring 1').getAttribute('aria-current')).toBe('true');
    expect(item('Hand made').getAttribute('aria-current')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Play from 12:10:00 (Hand made)' }));
    expect(timeline().cursor).toBe(at(600));
    await waitFor(() => expect(player.play).toHaveBeenCalledWith(expect.objectContaining({ startTs: at(600) })));
    await waitFor(() => expect(item('Hand made').getAttribute('aria-current')).toBe('true'));
    expect(item('Acme spring 1').getAttribute('aria-current')).toBeNull();
  });

  it('accepts at once, before the server answers, and a second press returns it to unreviewed', async () => {
    const { api } = await openTab();
    await loaded();
    const release = holdReviews(api);
    const accept = screen.getByRole('button', { name: 'Accept the mention Acme spring 1 at 12:00:03' });
    fireEvent.click(accept);
    await waitFor(() => expect(within(item('Acme spring 1')).getByText('Accepted')).toBeTruthy());
    expect(accept.getAttribute('aria-pressed')).toBe('true');
    release();
    await waitFor(() => expect(api.callsTo('PUT', mentionPath(MENTIONS[0]!.id))).toHaveLength(1));
    expect(api.callsTo('PUT', mentionPath(MENTIONS[0]!.id))[0]!.body).toEqual({ confidence: 'ACCEPTED' });

    fireEvent.click(accept);
    await waitFor(() => expect(within(item('Acme spring 1')).getByText('Unreviewed')).toBeTruthy());
    await waitFor(() => expect(api.callsTo('PUT', mentionPath(MENTIONS[0]!.id))).toHaveLength(2));
    expect(api.callsTo('PUT', mentionPath(MENTIONS[0]!.id))[1]!.body).toEqual({ confidence: 'AUTO' });

    // A manual mention goes back to MANUAL.
    const acceptManual = screen.getByRole('button', { name: 'Accept the mention Hand made at 12:10:00' });
    fireEvent.click(acceptManual);
    await waitFor(() => expect(within(item('Hand made')).getByText('Accepted')).toBeTruthy());
    fireEvent.click(acceptManual);
    await waitFor(() => expect(within(item('Hand made')).getByText('Manual')).toBeTruthy());
    await waitFor(() => expect(api.callsTo('PUT', mentionPath(MENTIONS[2]!.id))).toHaveLength(2));
    expect(api.callsTo('PUT', mentionPath(MENTIONS[2]!.id)).map((call) => call.body)).toEqual([
      { confidence: 'ACCEPTED' },
      { confidence: 'MANUAL' },
    ]);
  });

  it('puts the confidence back and says so when the review fails', async () => {
    await openTab({
      'PUT /v2/stations/:id/audit/live-mentions/:mentionId': reply(500, errorBody(500, 'ERR_INTERNAL')),
    });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Accept the mention Acme spring 1 at 12:00:03' }));
    expect(await screen.findByText(/^The mention could not be updated/)).toBeTruthy();
    expect(within(item('Acme spring 1')).getByText('Unreviewed')).toBeTruthy();
  });

  it('rejects only once confirmed: the mention leaves the list with a message', async () => {
    const { api } = await openTab();
    await loaded();
    const reject = () =>
      fireEvent.click(screen.getByRole('button', { name: 'Reject the mention Acme spring 1 at 12:00:03' }));

    reject();
    let dialog = await screen.findByRole('dialog', { name: 'Reject mention' });
    expect(within(dialog).getByText(/It will no longer count for its schedule/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject mention' })).toBeNull());
    expect(api.callsTo('PUT', mentionPath(MENTIONS[0]!.id))).toHaveLength(0);
    expect(items()).toHaveLength(2);

    reject();
    dialog = await screen.findByRole('dialog', { name: 'Reject mention' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await loaded(1);
    expect(screen.queryByText('Acme spring 1')).toBeNull();
    expect(await screen.findByText('Mention rejected')).toBeTruthy();
    expect(api.callsTo('PUT', mentionPath(MENTIONS[0]!.id))[0]!.body).toEqual({ confidence: 'REJECTED' });
  });

  it('copies a Quick Share URL of the 90 s from the mention, titled by its name cut at 30 characters', async () => {
    const long = aMention(2, { datetime: at(30), name: 'A very long mention name that goes on and on' });
    const { api } = await openTab(
      { 'POST /quick-share': reply(201, { token: 'tok', url: 'https://app.test/share/tok', expiresAt: '' }) },
      mentionsStation(),
      [long],
    );
    await loaded(1);
    fireEvent.click(screen.getByRole('button', { name: /^Copy a Quick Share URL of the mention A very long/ }));
    expect(await screen.findByText('Quick Share URL copied')).toBeTruthy();
    expect(api.callsTo('POST', '/quick-share')[0]?.body).toEqual({
      stationId: STATION,
      from: at(30),
      to: at(30) + 90_000,
      title: 'A very long mention name that',
    });
    expect(writeText).toHaveBeenCalledWith('https://app.test/share/tok');
  });

  it('says when the range has no mentions, and when they could not be loaded', async () => {
    const { unmount } = await openTab({}, mentionsStation(), []);
    expect(await screen.findByText('No live mentions found')).toBeTruthy();
    unmount();
    await openTab({ 'GET /v2/stations/:id/audit/live-mentions/matches': reply(500, errorBody(500, 'ERR_INTERNAL')) });
    expect(await screen.findByText('The live mentions could not be loaded')).toBeTruthy();
  });
});

// Issue 33 point 4: a detected mention under the station's threshold waits for review until accepted.
describe('stream live mention review state', () => {
  it('says a mention waits for review, and no longer once accepted', async () => {
    const waiting = aMention(1, { datetime: at(3), name: 'Low one', score: 0.42, waitsForReview: true });
    await openTab({}, mentionsStation(), [waiting]);
    await loaded(1);
    expect(within(item('Low one')).getByText('Score 42%')).toBeTruthy();
    expect(within(item('Low one')).getByText('Waiting for review')).toBeTruthy();
    fireEvent.click(within(item('Low one')).getByRole('button', { name: /^Accept the mention Low one/ }));
    await waitFor(() => expect(within(item('Low one')).queryByText('Waiting for review')).toBeNull());
    expect(within(item('Low one')).getByText('Accepted')).toBeTruthy();
  });
});
