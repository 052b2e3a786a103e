import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Match, StationTranscription } from '@antena/contract';
import { aMeUser, aUserStation, type RecordedCall } from '../../test/app-kit';
import type { LoggerTimelineProps } from './timeline/LoggerTimeline';
import { createFakePlayer, startStream } from './stream-test-kit';
import { STREAM_SETTINGS_KEY } from './stream-settings';

// As in the other stream screen tests: the timeline and the player are stand-ins that show what
// the screen hands them.
const fakes = vi.hoisted(() => ({ timeline: null as LoggerTimelineProps | null, player: null as unknown }));
vi.mock('./timeline/LoggerTimeline', () => ({
  LoggerTimeline: (props: LoggerTimelineProps) => {
    fakes.timeline = props;
    return <div data-testid="timeline" />;
  },
}));
vi.mock('../player/use-player', () => ({ usePlayer: () => fakes.player }));
vi.mock('../player/VideoPlayer', () => ({ VideoPlayer: () => <div>Video player</div> }));
vi.mock('../player/PlayerProvider', () => ({ PlayerProvider: ({ children }: { children: ReactNode }) => children }));

// 12:00:00 on the station's clock (Buenos Aires, UTC-3): the screen loads 11:30 to 12:30.
const CURSOR = Date.UTC(2026, 2, 10, 15, 0);
const MATCH: Match = {
  datetime: CURSOR + 150_000,
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
const speakerRow = (speaker: boolean): StationTranscription['rows'][number] => {
  const words = [{ word: 'Hola', confidence: 0.9, start: CURSOR, end: CURSOR + 400 }];
  const diarization = speaker
    ? [
        {
          voice_label: 'SPEAKER_1',
          label: 'SPEAKER_1',
          distance: null,
          segment: { start: CURSOR, end: CURSOR + 5_000 },
        },
      ]
    : [];
  return {
    time: CURSOR,
    length: 5_000,
    tags: ['speech'],
    wp_words: words,
    original_words: words,
    elastic_data: { raw_content: 'Hola', diarization },
    diarization,
  };
};
// As the server answers: speaker turns only when asked for them.
const transcription = (call: RecordedCall) => ({
  availability: { enabled: true, engine: 'openai-api' },
  rows: [speakerRow(call.query.get('diarization') === 'true')],
});

const audioFeatures = {
  audit: { enabled: true, liveMentionsEnabled: true },
  transcription: { enabled: true, diarization: { segments: true } },
};
const videoFeatures = {
  ...audioFeatures,
  videoAnalysis: { enabled: true, lowerThird: { enabled: true }, adOverlays: { enabled: true } },
};
const matchesPath = `/v2/stations/${aUserStation().id}/audit/matches`;
const transcriptionPath = `/stations/${aUserStation().id}/transcription`;

beforeEach(() => {
  fakes.player = createFakePlayer();
  fakes.timeline = null;
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => window.localStorage.clear());

async function openStream(station = aUserStation({}, audioFeatures), search = '') {
  const view = startStream(`/logger/s/mitre-am?cursor=${CURSOR}${search}`, {
    user: aMeUser('CLIENT_USER'),
    station,
    answers: {
      'GET /v2/stations/:id/audit/matches': { results: [MATCH], metadata: { totalCount: 1 } },
      'GET /v2/stations/:id/audit/live-mentions/matches': { results: [], metadata: { totalCount: 0 } },
      'GET /stations/:id/transcription': transcription,
    },
  });
  await screen.findByRole('heading', { name: 'Mitre AM 790' });
  return view;
}

async function openSettings() {
  fireEvent.click(screen.getByRole('button', { name: 'Screen settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Screen settings' });
  return within(dialog);
}

const toggleNames = async () => {
  const settings = await openSettings();
  const group = settings.queryByRole('group', { name: 'Audit overlays' });
  return group ? within(group).getAllByRole('switch').map(labelOf) : [];
};
const labelOf = (input: HTMLElement) => document.querySelector(`label[for="${input.id}"]`)?.textContent ?? '';
const tabNames = () =>
  within(screen.getByRole('tablist', { name: 'Stream tabs' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('stream screen settings: audit toggles (spec 02 sections 3-4)', () => {
  it('offers the toggles whose feature the station has, the picture ones only on a video station', async () => {
    const { unmount } = await openStream();
    expect(await toggleNames()).toEqual(['Audio matches', 'Live mentions', 'Speaker labels (diarization)']);
    unmount();
    const second = await openStream(aUserStation({ format: 'mpegts' }, videoFeatures));
    expect(await toggleNames()).toEqual([
      'Audio matches',
      'Live mentions',
      'Speaker labels (diarization)',
      'Screenbug',
      'Lowerthird',
      'Ad overlay',
    ]);
    second.unmount();
    await openStream(aUserStation());
    expect(await toggleNames()).toEqual([]);
  });

  it('hides the audio matches, tab and timeline marks, when turned off, and keeps it after a reload', async () => {
    const { unmount } = await openStream();
    await waitFor(() => expect(fakes.timeline!.findings).toHaveLength(1));
    expect(tabNames()).toEqual(['Audio Matches', 'Live Mentions', 'Transcriptions']);
    const settings = await openSettings();
    const matches = settings.getByRole('switch', { name: 'Audio matches' });
    expect((matches as HTMLInputElement).checked).toBe(true);
    fireEvent.click(matches);
    await waitFor(() => expect(fakes.timeline!.findings).toEqual([]));
    expect(tabNames()).toEqual(['Live Mentions', 'Transcriptions']);
    expect(JSON.parse(window.localStorage.getItem(STREAM_SETTINGS_KEY)!).audit.matches).toBe(false);
    unmount();

    // Opened again: still off, and the matches are not even asked for.
    const again = await openStream();
    expect(tabNames()).toEqual(['Live Mentions', 'Transcriptions']);
    expect(again.api.callsTo('GET', matchesPath)).toHaveLength(0);
  });

  it('hides the Live Mentions tab with live mentions off', async () => {
    await openStream();
    fireEvent.click((await openSettings()).getByRole('switch', { name: 'Live mentions' }));
    await waitFor(() => expect(tabNames()).toEqual(['Audio Matches', 'Transcriptions']));
  });

  it('drops the speaker labels of the transcriptions with diarization off', async () => {
    const { api } = await openStream(aUserStation({}, audioFeatures), '&tab=transcriptions');
    expect(await screen.findByText('SPEAKER_1')).toBeTruthy();
    fireEvent.click((await openSettings()).getByRole('switch', { name: 'Speaker labels (diarization)' }));
    await waitFor(() => expect(api.callsTo('GET', transcriptionPath)).toHaveLength(2));
    expect(await screen.findByText('Hola')).toBeTruthy();
    expect(screen.queryByText('SPEAKER_1')).toBeNull();
    expect(api.callsTo('GET', transcriptionPath).at(-1)!.query.get('diarization')).toBe('false');
  });

  it('never leaves diarization and screenbug both on', async () => {
    await openStream(aUserStation({ format: 'mpegts' }, videoFeatures));
    const settings = await openSettings();
    const diarization = () =>
      settings.getByRole('switch', { name: 'Speaker labels (diarization)' }) as HTMLInputElement;
    const screenbug = () => settings.getByRole('switch', { name: 'Screenbug' }) as HTMLInputElement;
    expect([diarization().checked, screenbug().checked]).toEqual([true, false]);
    expect(settings.getByText(/exclude each other/)).toBeTruthy();
    fireEvent.click(screenbug());
    await waitFor(() => expect([diarization().checked, screenbug().checked]).toEqual([false, true]));
    fireEvent.click(diarization());
    await waitFor(() => expect([diarization().checked, screenbug().checked]).toEqual([true, false]));
    expect(JSON.parse(window.localStorage.getItem(STREAM_SETTINGS_KEY)!).audit).toMatchObject({
      diarization: true,
      screenbug: false,
    });
  });
});
