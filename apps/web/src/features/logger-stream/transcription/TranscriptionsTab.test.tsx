import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StationTranscription, TranscriptionRow } from '@antena/contract';
import { aMeUser, aUserStation, reply, type Answer } from '../../../test/app-kit';
import type { LoggerTimelineProps } from '../timeline/LoggerTimeline';
import { createFakePlayer, startStream, type FakePlayer } from '../stream-test-kit';

// As in the matches tab's tests: the timeline and the player are stand-ins with their own tests.
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
const SECOND = 1_000;
const at = (seconds: number) => CURSOR + seconds * SECOND;

/** A row of `words` (word and confidence), one every half second from `time`. */
function aRow(time: number, speaker: string | null, words: [string, number][]): TranscriptionRow {
  const wpWords = words.map(([word, confidence], index) => ({
    word,
    confidence,
    start: time + index * 500,
    end: time + index * 500 + 400,
  }));
  const diarization = speaker
    ? [{ voice_label: speaker, label: speaker, distance: null, segment: { start: time, end: time + 5 * SECOND } }]
    : [];
  const raw = words.map(([word]) => word).join(' ');
  return {
    time,
    length: 5 * SECOND,
    tags: ['speech'],
    wp_words: wpWords,
    original_words: wpWords,
    elastic_data: { raw_content: raw, diarization },
    diarization,
  };
}

const ROWS = [
  aRow(at(0), 'SPEAKER_2', [
    ['Buenos', 0.9],
    ['días', 0.6],
  ]),
  aRow(at(10), 'NO IDENTIFICADO', [
    ['tránsito', 0.3],
    ['lento', 0],
  ]),
  aRow(at(40), 'SPEAKER_1', [
    ['en', 0.95],
    ['Avellaneda', 0.8],
  ]),
  aRow(at(50), 'SILENCE', [['eh', 0.2]]),
  aRow(at(90), 'SPEAKER_2', [['gracias', 0.99]]),
];
const answer = (rows: TranscriptionRow[], availability: Partial<StationTranscription['availability']> = {}) => ({
  availability: { enabled: true, engine: 'openai-api', ...availability },
  rows,
});
const transcribed = (segments = true) =>
  aUserStation({}, { transcription: { enabled: true, diarization: { segments } } });

let player: FakePlayer;
const timeline = () => fakes.timeline!;
const writeText = vi.fn(async () => {});

beforeEach(() => {
  player = createFakePlayer();
  fakes.player = player;
  fakes.timeline = null;
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.useRealTimers());

async function openTab(search = '', answers: Record<string, Answer> = {}, station = transcribed()) {
  const view = startStream(`/logger/s/mitre-am?cursor=${CURSOR}&tab=transcriptions${search}`, {
    user: aMeUser('CLIENT_USER'),
    station,
    answers: { 'GET /stations/:id/transcription': answer(ROWS), ...answers },
  });
  await screen.findByRole('heading', { name: 'Mitre AM 790' });
  return view;
}

const transcriptionPath = `/stations/${aUserStation().id}/transcription`;
const rows = () => screen.getAllByTestId('transcription-row');
const loaded = () => waitFor(() => expect(rows()).toHaveLength(ROWS.length));
const highlightedTimes = () =>
  rows()
    .filter((row) => row.getAttribute('aria-current') === 'true')
    .map((row) => within(row).getByRole('button').textContent);
const word = (text: string) => screen.getByText(text, { selector: '[data-confidence]' });

describe('stream transcriptions tab', () => {
  it('is not offered, and nothing is asked, for a station without transcription', async () => {
    const { api } = await openTab('', {}, aUserStation());
    expect(screen.queryByRole('tab', { name: 'Transcriptions' })).toBeNull();
    expect(api.callsTo('GET', transcriptionPath)).toHaveLength(0);
  });

  it("lists the loaded range's rows with their time and speaker, hiding NO IDENTIFICADO and SILENCE", async () => {
    const { api } = await openTab();
    expect(screen.getByRole('tab', { name: 'Transcriptions', selected: true })).toBeTruthy();
    await loaded();
    const { preview } = timeline();
    expect(Object.fromEntries(api.callsTo('GET', transcriptionPath)[0]!.query)).toEqual({
      from: String(preview.from),
      to: String(preview.to),
      diarization: 'true',
    });
    expect(rows().map((row) => row.textContent)).toEqual([
      '12:00:00SPEAKER_2Buenos días',
      '12:00:10tránsito lento',
      '12:00:40SPEAKER_1en Avellaneda',
      '12:00:50eh',
      '12:01:30SPEAKER_2gracias',
    ]);
    expect(screen.queryByText('NO IDENTIFICADO')).toBeNull();
    expect(screen.queryByText('SILENCE')).toBeNull();
  });

  it('gives each speaker a palette colour in order of appearance, the same one on every row', async () => {
    await openTab();
    await loaded();
    const colours = screen
      .getAllByText(/^SPEAKER_/)
      .map((chip) => [chip.textContent, chip.closest('[data-speaker-colour]')?.getAttribute('data-speaker-colour')]);
    expect(colours).toEqual([
      ['SPEAKER_2', 'blue'],
      ['SPEAKER_1', 'grape'],
      ['SPEAKER_2', 'blue'],
    ]);
  });

  it('colours words by confidence band and names the bands', async () => {
    await openTab();
    await loaded();
    const bands = ['Buenos', 'días', 'tránsito', 'lento'].map((text) => word(text).getAttribute('data-confidence'));
    expect(bands).toEqual(['high', 'medium', 'low', 'none']);
    expect(word('tránsito').style.color).toBe('var(--mantine-color-red-text)');
    expect(word('días').style.color).toBe('var(--mantine-color-orange-text)');
    expect(screen.getByRole('group', { name: 'Word confidence:' }).textContent).toBe(
      'Word confidence:HighMediumLowN/A',
    );
  });

  it('highlights the rows within 30 s before the playhead and keeps the latest in view', async () => {
    await openTab();
    await loaded();
    expect(highlightedTimes()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Play from 12:00:10' }));
    await waitFor(() => expect(player.play).toHaveBeenCalledWith(expect.objectContaining({ startTs: at(10) })));
    expect(timeline().cursor).toBe(at(10));
    expect(highlightedTimes()).toEqual(['12:00:00', '12:00:10']);
    expect(Element.prototype.scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest' });
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts.at(-1)).toBe(rows()[1]);

    // The playhead moves on; any render reads the player's state (a cursor click is one).
    player.state.currentTs = at(55);
    act(() => timeline().onTimelineClick(at(200), { x: 1, y: 1 }));
    expect(highlightedTimes()).toEqual(['12:00:40', '12:00:50']);
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts.at(-1)).toBe(rows()[3]);
  });

  it("opens at a Search link's transcriptionTime with that row highlighted and in view", async () => {
    await openTab(`&transcriptionTime=${at(90)}`);
    await loaded();
    expect(highlightedTimes()).toEqual(['12:01:30']);
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts.at(-1)).toBe(rows()[4]);
    // Each row names its time, as the timeline's markers do (the browser test compares them with the playhead).
    expect(rows()[4]!.getAttribute('data-ts')).toBe(String(at(90)));
  });

  it("opens a word's menu after 1 s on it, to play from the word or copy its cursor URL", async () => {
    await openTab();
    await loaded();
    vi.useFakeTimers();
    fireEvent.mouseEnter(word('Avellaneda'));
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.mouseLeave(word('Avellaneda'));
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.mouseEnter(word('Avellaneda'));
    act(() => vi.advanceTimersByTime(1_000));
    vi.useRealTimers();
    const menu = await screen.findByRole('menu', { name: '“Avellaneda” at 12:00:40' });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Play from here' }));
    const start = at(40) + 500;
    await waitFor(() => expect(player.play).toHaveBeenCalledWith(expect.objectContaining({ startTs: start })));
    expect(timeline().cursor).toBe(start);

    fireEvent.mouseEnter(word('Buenos'));
    const copy = await screen.findByRole('menuitem', { name: 'Copy cursor URL' }, { timeout: 2_000 });
    fireEvent.click(copy);
    expect(await screen.findByText('Cursor URL copied to clipboard')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/logger/s/mitre-am?cursor=${at(0)}`);
  });

  it("asks without speaker turns where the station's segment speaker labels are off", async () => {
    const { api } = await openTab('', {}, transcribed(false));
    await loaded();
    expect(api.callsTo('GET', transcriptionPath)[0]!.query.get('diarization')).toBe('false');
  });

  it('says when nothing was transcribed, and when the transcriptions could not be loaded', async () => {
    const { unmount } = await openTab('', { 'GET /stations/:id/transcription': answer([]) });
    expect(await screen.findByText('No transcriptions found')).toBeTruthy();
    unmount();
    await openTab('', { 'GET /stations/:id/transcription': reply(503) });
    expect(await screen.findByText('The transcriptions could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says plainly that the server has no speech engine, and lists nothing as if transcribed', async () => {
    await openTab('', { 'GET /stations/:id/transcription': answer([], { engine: 'none' }) });
    expect(
      await screen.findByText('No speech engine is configured on this server: nothing is transcribed.'),
    ).toBeTruthy();
    expect(screen.queryByText('No transcriptions found')).toBeNull();
    expect(screen.queryByText('Loading transcriptions')).toBeNull();
  });

  it("says so when the station's transcription is off, keeping the rows transcribed before", async () => {
    await openTab('', { 'GET /stations/:id/transcription': answer(ROWS.slice(0, 1), { enabled: false }) });
    expect(await screen.findByText('Transcription is off for this station')).toBeTruthy();
    expect(rows()).toHaveLength(1);
  });
});
