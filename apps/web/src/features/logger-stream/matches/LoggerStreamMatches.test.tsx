import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Match, MatchEntry } from '@antena/contract';
import { aMeUser, aUserStation, errorBody, reply, type Answer } from '../../../test/app-kit';
import type { LoggerTimelineProps } from '../timeline/LoggerTimeline';
import { createFakePlayer, startStream, type FakePlayer } from '../stream-test-kit';

// As in LoggerStreamScreen.test.tsx: the timeline and the player are stand-ins with their own tests.
const fakes = vi.hoisted(() => ({ timeline: null as LoggerTimelineProps | null, player: null as unknown }));
vi.mock('../timeline/LoggerTimeline', () => ({
  LoggerTimeline: (props: LoggerTimelineProps) => {
    fakes.timeline = props;
    return <div data-testid="timeline" />;
  },
}));
vi.mock('../../player/use-player', () => ({ usePlayer: () => fakes.player }));
vi.mock('../../player/VideoPlayer', () => ({ VideoPlayer: () => <div data-testid="video">Video player</div> }));
vi.mock('../../player/PlayerProvider', () => ({
  PlayerProvider: ({ children }: { children: ReactNode }) => children,
}));

// 12:00:00 on the station's clock (Buenos Aires, UTC-3): the screen loads 11:30 to 12:30.
const CURSOR = Date.UTC(2026, 2, 10, 15, 0);
const AT_1202 = Date.UTC(2026, 2, 10, 15, 2, 30);
const AT_1220 = Date.UTC(2026, 2, 10, 15, 20, 5);
const AUDIO_A = '8b1b2c3d-0000-4000-8000-00000000000a';
const AUDIO_B = '8b1b2c3d-0000-4000-8000-00000000000b';

const entry = (id: number, customId: string, audioId: string, overrides: Partial<MatchEntry> = {}): MatchEntry => ({
  id: `7a1b2c3d-0000-4000-8000-00000000000${id}`,
  audio: { id: audioId, customId, title: `${customId} title`, duration: 30_000 },
  score: 97.5,
  source: 'AUTO',
  review: 'AUTO',
  waitsForReview: false,
  playedDuration: 29_500,
  matchedSchedule: null,
  ...overrides,
});

const aMatch = (datetime: number, main: MatchEntry, others: MatchEntry[] = []): Match => ({
  datetime,
  type: 'CUSTOM',
  score: main.score,
  mainMatch: main,
  otherMatches: others,
  matchedScheduleConfirmationType: null,
  matchedScheduleDiff: null,
});

const MATCHES = [
  aMatch(AT_1202, entry(1, 'SPOT-COLA-30', AUDIO_A), [entry(2, 'SPOT-LEMON-30', AUDIO_B, { score: 61 })]),
  aMatch(AT_1220, entry(3, 'SPOT-LEMON-30', AUDIO_B, { source: 'MANUAL', score: 100, playedDuration: 12_000 })),
];
const matchesPage = (results: Match[]) => ({ results, metadata: { totalCount: results.length } });
const auditStation = () => aUserStation({}, { audit: { enabled: true } });

let player: FakePlayer;
const timeline = () => fakes.timeline!;

beforeEach(() => {
  player = createFakePlayer();
  fakes.player = player;
  fakes.timeline = null;
});

async function openStream(search = '', answers: Record<string, Answer> = {}, station = auditStation()) {
  const view = startStream(`/logger/s/mitre-am?cursor=${CURSOR}${search}`, {
    user: aMeUser('CLIENT_USER'),
    station,
    answers: {
      'GET /v2/stations/:id/audit/matches': matchesPage(MATCHES),
      'GET /v2/stations/:id/audit/audios': {
        results: [
          { id: AUDIO_A, customId: 'SPOT-COLA-30', duration: 30_000 },
          { id: AUDIO_B, customId: 'SPOT-LEMON-30', duration: 20_500 },
        ],
        metadata: { totalCount: 2 },
        pagesCount: 1,
      },
      ...answers,
    },
  });
  await screen.findByRole('heading', { name: 'Mitre AM 790' });
  return view;
}

const matchesPath = `/v2/stations/${aUserStation().id}/audit/matches`;
const groups = () => screen.getAllByTestId('match-group');

describe('stream audio matches tab', () => {
  it('is not offered, and nothing is asked, for a station without audit', async () => {
    const { api } = await openStream('&tab=audiomatches', {}, aUserStation());
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(api.callsTo('GET', matchesPath)).toHaveLength(0);
  });

  it("lists the loaded range's matches one moment per group, the others as 'Also possible'", async () => {
    const { api } = await openStream('&tab=audiomatches');
    const tabs = screen.getByRole('tablist', { name: 'Stream tabs' });
    expect(within(tabs).getByRole('tab', { name: 'Audio Matches', selected: true })).toBeTruthy();
    await waitFor(() => expect(groups()).toHaveLength(2));

    const [call] = api.callsTo('GET', matchesPath);
    const { preview } = timeline();
    expect(Object.fromEntries(call!.query)).toEqual({
      from: String(preview.from),
      to: String(preview.to),
      page: '1',
      pageSize: '250',
    });

    const [first, second] = groups();
    const firstRows = within(first!)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(firstRows).toEqual([
      '12:02:30SPOT-COLA-30SPOT-COLA-30 title29.5 s / 30 s97.5Auto',
      'Also possible',
      'SPOT-LEMON-30SPOT-LEMON-30 title29.5 s / 30 s61Auto',
    ]);
    expect(within(second!).getAllByRole('row')).toHaveLength(1);
    expect(within(second!).getByText('Manual')).toBeTruthy();
    expect(within(second!).getByText('12 s / 30 s')).toBeTruthy();
    expect(screen.getByText('2 matches in the loaded range')).toBeTruthy();
  });

  it('moves the cursor to a moment and plays it, from a click on its row or its time', async () => {
    await openStream();
    await waitFor(() => expect(groups()).toHaveLength(2));
    fireEvent.click(within(groups()[1]!).getByText('SPOT-LEMON-30 title'));
    expect(timeline().cursor).toBe(AT_1220);
    // The focus (12:00 ± 7.5 min) moved to keep its 15 minutes around the moment.
    expect(timeline().focus).toEqual({ from: AT_1220 - 7.5 * 60_000, to: AT_1220 + 7.5 * 60_000 });
    await waitFor(() => expect(player.play).toHaveBeenCalledWith(expect.objectContaining({ startTs: AT_1220 })));

    fireEvent.click(screen.getByRole('button', { name: 'Play from 12:02:30 (SPOT-COLA-30)' }));
    expect(timeline().cursor).toBe(AT_1202);
    expect(player.play).toHaveBeenLastCalledWith(expect.objectContaining({ startTs: AT_1202 }));
  });

  it('marks each moment on the timeline, named for screen readers', async () => {
    await openStream();
    await waitFor(() => expect(timeline().findings).toHaveLength(2));
    expect(timeline().findings).toEqual([
      { from: AT_1202, to: AT_1202 + 29_500, label: 'Audio match SPOT-COLA-30 at 12:02:30' },
      { from: AT_1220, to: AT_1220 + 12_000, label: 'Audio match SPOT-LEMON-30 at 12:20:05' },
    ]);
  });

  it('says when the range has no matches, and when they could not be loaded', async () => {
    const { unmount } = await openStream('', { 'GET /v2/stations/:id/audit/matches': matchesPage([]) });
    expect(await screen.findByText('No matches found')).toBeTruthy();
    expect(timeline().findings).toEqual([]);
    unmount();
    await openStream('', { 'GET /v2/stations/:id/audit/matches': reply(503) });
    expect(await screen.findByText('The audio matches could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('stream tabs placement (issue 13.7)', () => {
  const tvStation = () => aUserStation({ format: 'mpegts' }, { audit: { enabled: true } });
  const windowSize = (width: number, height: number) => {
    Object.assign(window, { innerWidth: width, innerHeight: height });
    window.dispatchEvent(new Event('resize'));
  };
  afterEach(() => windowSize(1024, 768));
  const follows = (first: Element, second: Element) =>
    Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

  it("puts a TV station's tabs beside the video, under the readout, on a 1920x1080 window", async () => {
    windowSize(1920, 1080);
    await openStream('', {}, tvStation());
    const tabs = screen.getByRole('tablist', { name: 'Stream tabs' });
    const side = screen.getByTestId('stream-side-tabs');
    expect(side.contains(tabs)).toBe(true);
    expect(follows(screen.getByRole('status', { name: 'Times' }), side)).toBe(true);
    expect(follows(tabs, screen.getByTestId('timeline'))).toBe(true);
    await waitFor(() => expect(groups()).toHaveLength(2));
  });

  it('moves them below the timeline on a 1366x768 window, and back when it grows', async () => {
    windowSize(1366, 768);
    await openStream('', {}, tvStation());
    expect(screen.queryByTestId('stream-side-tabs')).toBeNull();
    expect(follows(screen.getByTestId('timeline'), screen.getByRole('tablist', { name: 'Stream tabs' }))).toBe(true);
    act(() => windowSize(1920, 1080));
    expect(screen.getByTestId('stream-side-tabs').contains(screen.getByRole('tablist', { name: 'Stream tabs' }))).toBe(
      true,
    );
  });

  it("keeps a radio station's tabs below the timeline on a 1920x1080 window", async () => {
    windowSize(1920, 1080);
    await openStream();
    expect(screen.queryByTestId('stream-side-tabs')).toBeNull();
    expect(follows(screen.getByTestId('timeline'), screen.getByRole('tablist', { name: 'Stream tabs' }))).toBe(true);
  });
});

describe('manual audio match dialog', () => {
  async function openDialog(answers: Record<string, Answer> = {}) {
    const view = await openStream('', answers);
    await waitFor(() => expect(groups()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Add match' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add audio match' });
    return { ...view, dialog };
  }

  async function chooseAudio(option: string) {
    const select = screen.getByRole('combobox', { name: 'Audio' }) as HTMLInputElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
    await waitFor(() => expect(select.value).toBe(option));
  }

  const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Add match' }));

  it('starts at the cursor on the station clock and refuses no audio, a future moment and a score over 100', async () => {
    const { api, dialog } = await openDialog();
    expect((within(dialog).getByLabelText(/^Date/) as HTMLInputElement).value).toBe('03/10/2026');
    expect((within(dialog).getByLabelText('Time, hours') as HTMLInputElement).value).toBe('12');
    expect((within(dialog).getByLabelText('Time, seconds') as HTMLInputElement).value).toBe('00');
    expect((within(dialog).getByLabelText(/^Score/) as HTMLInputElement).value).toBe('100');

    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '01/01/2099' } });
    fireEvent.change(within(dialog).getByLabelText(/^Score/), { target: { value: '150' } });
    fireEvent.change(within(dialog).getByLabelText(/^Played duration/), { target: { value: '20' } });
    submit(dialog);
    expect(await within(dialog).findByText('Choose an audio')).toBeTruthy();
    expect(within(dialog).getByText('The moment cannot be in the future')).toBeTruthy();
    expect(within(dialog).getByText('Enter a score from 0 to 100')).toBeTruthy();
    expect(api.callsTo('POST', `${matchesPath}/create-manual`)).toHaveLength(0);
  });

  it("adds a match with the audio's duration, closes, says so and lists it", async () => {
    const created = aMatch(CURSOR, entry(4, 'SPOT-LEMON-30', AUDIO_B, { source: 'MANUAL', playedDuration: 20_500 }));
    const { api, dialog } = await openDialog({
      'POST /v2/stations/:id/audit/matches/create-manual': reply(201, created),
    });
    await chooseAudio('SPOT-LEMON-30 (20.5 s)');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Use audio duration' }));
    const played = within(dialog).getByLabelText(/^Played duration/) as HTMLInputElement;
    expect(played.value).toBe('20.5');
    expect(played.disabled).toBe(true);
    api.on('GET', '/v2/stations/:id/audit/matches', matchesPage([...MATCHES, created]));
    submit(dialog);

    expect(await screen.findByText('Audio match added')).toBeTruthy();
    expect(api.callsTo('POST', `${matchesPath}/create-manual`)[0]?.body).toEqual({
      audioId: AUDIO_B,
      datetime: CURSOR,
      score: 100,
      playedDuration: 20_500,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(groups()).toHaveLength(3));
    const audios = api.callsTo('GET', `/v2/stations/${aUserStation().id}/audit/audios`)[0]!;
    expect(audios.query.get('select')).toBe('id,duration,customId');
    expect(audios.query.get('from')).toBe('0');
  });

  it("shows the server's refusal beside its field, in the interface's words", async () => {
    const { dialog } = await openDialog({
      'POST /v2/stations/:id/audit/matches/create-manual': reply(400, {
        ...errorBody(400, 'ERR_VALIDATION', 'The audio is not one of this station'),
        details: [{ path: 'body.audioId', message: 'Unknown audio' }],
      }),
    });
    await chooseAudio('SPOT-COLA-30 (30 s)');
    fireEvent.change(within(dialog).getByLabelText(/^Played duration/), { target: { value: '30' } });
    submit(dialog);
    expect(await within(dialog).findByText("This audio is not one of this station's")).toBeTruthy();
    expect(screen.queryByText('Unknown audio')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Add audio match' })).toBeTruthy();
  });
});

// Issue 33 point 4: a match under the station's threshold waits for review; reviewing it does not play it.
describe('stream audio match review', () => {
  it('shows a match waiting for review, and accepts it without moving the cursor or playing', async () => {
    const waiting = entry(1, 'SPOT-COLA-30', AUDIO_A, { score: 31.5, waitsForReview: true });
    const reviewPath = `${matchesPath}/${waiting.id}`;
    const { api } = await openStream('&tab=audiomatches', {
      'GET /v2/stations/:id/audit/matches': matchesPage([aMatch(AT_1202, waiting)]),
      [`PUT ${reviewPath}`]: {
        id: waiting.id,
        datetime: AT_1202,
        customId: 'SPOT-COLA-30',
        title: 'SPOT-COLA-30 title',
        duration: 30_000,
        playedDuration: 29_500,
        score: 31.5,
        source: 'AUTO',
        review: 'ACCEPTED',
        waitsForReview: false,
      },
    });
    await waitFor(() => expect(groups()).toHaveLength(1));
    const group = groups()[0]!;
    expect(within(group).getByText('31.5')).toBeTruthy();
    expect(within(group).getByText('Waiting for review')).toBeTruthy();
    expect(timeline().findings).toEqual([
      { from: AT_1202, to: AT_1202 + 29_500, label: 'Audio match SPOT-COLA-30 at 12:02:30, waiting for review' },
    ]);
    const cursor = timeline().cursor;
    fireEvent.click(within(group).getByRole('button', { name: 'Accept the match SPOT-COLA-30 12:02:30' }));
    await waitFor(() => expect(api.callsTo('PUT', reviewPath)).toHaveLength(1));
    expect(api.callsTo('PUT', reviewPath)[0]!.body).toEqual({ review: 'ACCEPTED' });
    expect(timeline().cursor).toBe(cursor);
    expect(player.play).not.toHaveBeenCalled();
  });

  it('does not mark a rejected match on the timeline, and lists it as rejected', async () => {
    const rejected = entry(1, 'SPOT-COLA-30', AUDIO_A, { review: 'REJECTED' });
    await openStream('&tab=audiomatches', {
      'GET /v2/stations/:id/audit/matches': matchesPage([aMatch(AT_1202, rejected), MATCHES[1]!]),
    });
    await waitFor(() => expect(groups()).toHaveLength(2));
    expect(within(groups()[0]!).getByText('Rejected')).toBeTruthy();
    expect(within(groups()[0]!).getByRole('button', { name: 'Restore the match SPOT-COLA-30 12:02:30' })).toBeTruthy();
    await waitFor(() => expect(timeline().findings).toHaveLength(1));
    expect(timeline().findings![0]!.label).toBe('Audio match SPOT-LEMON-30 at 12:20:05');
  });
});
