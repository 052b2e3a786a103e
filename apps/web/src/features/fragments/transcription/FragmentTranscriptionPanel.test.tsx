import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FragmentTranscription, FragmentTranscriptionEntry } from '@antena/contract';
import { reply, errorBody } from '../../../test/app-kit';
import { aFragment, aFragmentsStation, FRAGMENT_ID, startFragments } from '../fragments-test-kit';
import { fragmentTranscriptionQueryOptions, transcriptionPending } from './fragment-transcription.api';
import { FRAGMENT_SPEAKER_PALETTE, fragmentSpeakerColours } from './fragment-transcription-view';

const INFO = `/fragments/s/fm-1/fragment/${FRAGMENT_ID}`;
const ONE = `/fragments/${FRAGMENT_ID}`;
const TRANSCRIPTION = `/fragments/${FRAGMENT_ID}/transcription`;
const X = '9c0d1e2f-0000-4000-8000-00000000a001';
const transcribing = { transcription: { enabled: true, diarization: { fragments: true } } };
const fm1 = aFragmentsStation('fm-1', {}, transcribing);

const word = (text: string, start: number, confidence: number) => ({ word: text, start, end: start + 400, confidence });
function entry(time: number, words: ReturnType<typeof word>[], speaker?: string): FragmentTranscriptionEntry {
  const diarization = speaker
    ? [{ label: speaker, voice_label: speaker, distance: null, segment: { start: time, end: time + 1000 } }]
    : [];
  return {
    time,
    length: 1000,
    stationTime: aFragment().from + time,
    tags: ['speech'],
    wp_words: words,
    original_words: words,
    elastic_data: { raw_content: words.map((w) => w.word).join(' '), diarization },
    diarization,
  };
}
const result = (overrides: Partial<FragmentTranscription> = {}): FragmentTranscription => ({
  id: X,
  fragmentId: FRAGMENT_ID,
  status: 'COMPLETED',
  progress: 100,
  failedReason: null,
  engine: 'openai-api',
  speakers: ['Ana', 'Luis'],
  entries: [
    entry(1000, [word('hola', 1000, 0.9), word('mundo', 1500, 0.6)], 'Ana'),
    entry(4000, [word('gobierno', 4000, 0.3), word('hoy', 4500, 0)], 'Luis'),
  ],
  updatedAt: '2026-03-10T12:10:00Z',
  ...overrides,
});
const notStarted = result({ id: null, status: null, progress: 0, speakers: [], entries: [], updatedAt: null });
const panel = async () => screen.findByRole('region', { name: 'Transcription' });

describe('fragment transcription panel (spec 02 "Fragments", issue 18.5)', () => {
  it('is not shown where the station does not transcribe fragments', async () => {
    const { api } = startFragments(INFO, [aFragmentsStation('fm-1')], { [`GET ${ONE}`]: aFragment() });
    await screen.findByRole('heading', { name: 'Morning interview' });
    expect(screen.queryByRole('region', { name: 'Transcription' })).toBeNull();
    expect(api.callsTo('GET', TRANSCRIPTION)).toHaveLength(0);
  });

  it('starts a transcription and shows it queued', async () => {
    const { api } = startFragments(INFO, [fm1], {
      [`GET ${ONE}`]: aFragment(),
      [`GET ${TRANSCRIPTION}`]: notStarted,
      [`POST ${TRANSCRIPTION}`]: result({ status: 'QUEUED', progress: 0, speakers: [], entries: [] }),
    });
    const region = await panel();
    expect(await within(region).findByText('This fragment has not been transcribed.')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Transcribe' }));
    expect(await screen.findByText('Transcription started')).toBeTruthy();
    expect(await within(region).findByText('Waiting to be transcribed…')).toBeTruthy();
    expect(within(region).getByText('Queued')).toBeTruthy();
    expect(api.callsTo('POST', TRANSCRIPTION)[0]!.query.get('restart')).toBeNull();
  });

  it("shows the server's message when a start is refused (no engine)", async () => {
    startFragments(INFO, [fm1], {
      [`GET ${ONE}`]: aFragment(),
      [`GET ${TRANSCRIPTION}`]: notStarted,
      [`POST ${TRANSCRIPTION}`]: reply(
        503,
        errorBody(503, 'ERR_SERVICE_UNAVAILABLE', 'No speech engine is configured'),
      ),
    });
    fireEvent.click(await within(await panel()).findByRole('button', { name: 'Transcribe' }));
    expect(await screen.findByText('No speech engine is configured')).toBeTruthy();
  });

  it('polls every 10 s while it has no status, or is QUEUED or IN_PROGRESS', () => {
    expect(transcriptionPending(undefined)).toBe(true);
    expect(transcriptionPending(notStarted)).toBe(true);
    expect(transcriptionPending(result({ status: 'IN_PROGRESS' }))).toBe(true);
    expect(transcriptionPending(result({ status: 'COMPLETED' }))).toBe(false);
    expect(transcriptionPending(result({ status: 'FAILED' }))).toBe(false);
    const options = fragmentTranscriptionQueryOptions({} as never, FRAGMENT_ID);
    const interval = options.refetchInterval as (query: unknown) => number | false;
    const query = (data: FragmentTranscription) => ({ state: { status: 'success', data } });
    expect(interval(query(result({ status: 'QUEUED' })))).toBe(10_000);
    expect(interval(query(result()))).toBe(false);
  });

  it('shows a failure with its reason and retries with restart=1', async () => {
    const { api } = startFragments(INFO, [fm1], {
      [`GET ${ONE}`]: aFragment(),
      [`GET ${TRANSCRIPTION}`]: result({ status: 'FAILED', progress: 30, failedReason: 'The engine answered 503' }),
      [`POST ${TRANSCRIPTION}`]: result({ status: 'QUEUED', progress: 0, entries: [] }),
    });
    const alert = await within(await panel()).findByRole('alert');
    expect(within(alert).getByText('The engine answered 503')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.callsTo('POST', TRANSCRIPTION)[0]?.query.get('restart')).toBe('1'));
  });

  it('shows entries with speaker badges and words by confidence, and edits a word', async () => {
    const edited = entry(1000, [word('Hola', 1000, 0.9), word('mundo', 1500, 0.6)], 'Ana');
    const { api } = startFragments(INFO, [fm1], {
      [`GET ${ONE}`]: aFragment(),
      [`GET ${TRANSCRIPTION}`]: result(),
      [`PATCH /pnt/v2/fragments/${FRAGMENT_ID}/${X}/wpwords`]: edited,
    });
    const region = await panel();
    const list = await within(region).findByRole('list', { name: 'Transcription of the fragment' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Entry at 0:01', 'Entry at 0:04']);
    expect(within(rows[0]!).getByRole('button', { name: 'Speaker at 0:01: Ana' })).toBeTruthy();
    const bands = within(list)
      .getAllByRole('button')
      .filter((button) => button.dataset.confidence)
      .map((button) => [button.textContent, button.dataset.confidence]);
    expect(bands).toEqual([
      ['hola', 'high'],
      ['mundo', 'medium'],
      ['gobierno', 'low'],
      ['hoy', 'none'],
    ]);

    // A word plays the fragment; the row's pencil switches its words to editing.
    const pencil = within(rows[0]!).getByRole('button', { name: 'Edit the words at 0:01' });
    expect(pencil.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(pencil);
    expect(pencil.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'hola' }));
    const input = await screen.findByRole('textbox', { name: 'Word' });
    fireEvent.change(input, { target: { value: 'Hola' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', `/pnt/v2/fragments/${FRAGMENT_ID}/${X}/wpwords`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `/pnt/v2/fragments/${FRAGMENT_ID}/${X}/wpwords`)[0]!.body).toEqual({
      time: 1000,
      wp_words: [word('Hola', 1000, 0.9), word('mundo', 1500, 0.6)],
    });
    expect(await within(list).findByRole('button', { name: 'Hola' })).toBeTruthy();
  });

  it('plays the fragment from a clicked word, or from a focused word on Enter or Space', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    startFragments(INFO, [fm1], { [`GET ${ONE}`]: aFragment(), [`GET ${TRANSCRIPTION}`]: result() });
    const audio = (await screen.findByLabelText('Fragment audio')) as HTMLAudioElement;
    const list = await within(await panel()).findByRole('list', { name: 'Transcription of the fragment' });

    // Word times count from the fragment's start, as the fragment's media does.
    fireEvent.click(within(list).getByRole('button', { name: 'mundo' }));
    expect(audio.currentTime).toBe(1.5);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('textbox', { name: 'Word' })).toBeNull();

    const gobierno = within(list).getByRole('button', { name: 'gobierno' });
    expect(gobierno.tabIndex).toBe(0);
    fireEvent.keyDown(gobierno, { key: 'Enter' });
    expect(audio.currentTime).toBe(4);
    fireEvent.keyDown(within(list).getByRole('button', { name: 'hoy' }), { key: ' ' });
    expect(audio.currentTime).toBe(4.5);
    expect(play).toHaveBeenCalledTimes(3);

    // In a row's edit mode its words open their form and do not play.
    const rows = within(list).getAllByRole('listitem');
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Edit the words at 0:01' }));
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'hola' }));
    expect(await screen.findByRole('textbox', { name: 'Word' })).toBeTruthy();
    expect(play).toHaveBeenCalledTimes(3);
    play.mockRestore();
  });

  it("plays a video station's fragment video from a clicked word", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const tv = aFragmentsStation('fm-1', { format: 'mpegts' }, transcribing);
    startFragments(INFO, [tv], {
      [`GET ${ONE}`]: aFragment({ media: { status: 'READY', error: null, types: ['AUDIO', 'VIDEO'] } }),
      [`GET ${TRANSCRIPTION}`]: result(),
    });
    const video = (await screen.findByLabelText('Fragment video')) as HTMLVideoElement;
    fireEvent.click(await within(await panel()).findByRole('button', { name: 'gobierno' }));
    expect(video.currentTime).toBe(4);
    expect(play).toHaveBeenCalledTimes(1);
    play.mockRestore();
  });

  it("changes a row's speaker, and says so when that fails", async () => {
    const { api } = startFragments(INFO, [fm1], {
      [`GET ${ONE}`]: aFragment(),
      [`GET ${TRANSCRIPTION}`]: result(),
      [`PATCH /pnt/v2/fragments/${FRAGMENT_ID}/diarize/${X}`]: reply(500),
    });
    const region = await panel();
    fireEvent.click(await within(region).findByRole('button', { name: 'Speaker at 0:04: Luis' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Ana' }));
    expect(await screen.findByText('The speaker could not be updated')).toBeTruthy();
    expect(api.callsTo('PATCH', `/pnt/v2/fragments/${FRAGMENT_ID}/diarize/${X}`)[0]!.body).toEqual({
      time: 4000,
      diarization: [{ label: 'Ana', voice_label: 'Ana' }],
    });
  });

  it("downloads the subtitles of one speaker's rows", async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:subtitles';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const srt = '1\n00:00:01,000 --> 00:00:02,000\nhola mundo\n';
    const { api } = startFragments(INFO, [fm1], {
      [`GET ${ONE}`]: aFragment(),
      [`GET ${TRANSCRIPTION}`]: result(),
      [`GET /pnt/v2/fragments/${FRAGMENT_ID}/transcribe/${X}/subtitles`]: () =>
        new Response(srt, { headers: { 'content-type': 'application/x-subrip; charset=utf-8' } }),
    });
    fireEvent.click(await within(await panel()).findByRole('button', { name: 'Subtitles' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Ana · SRT' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = api.callsTo('GET', `/pnt/v2/fragments/${FRAGMENT_ID}/transcribe/${X}/subtitles`)[0]!;
    expect([call.query.get('format'), call.query.get('speakerId'), call.query.get('download')]).toEqual([
      'srt',
      'Ana',
      '1',
    ]);
    expect(await blobs[0]!.text()).toBe(srt);
    click.mockRestore();
  });

  it('gives each of up to 20 speakers its own colour, in order of appearance', () => {
    const speakers = Array.from({ length: 21 }, (_, i) => `S${i}`);
    const colours = fragmentSpeakerColours(speakers);
    expect(new Set(FRAGMENT_SPEAKER_PALETTE).size).toBe(20);
    expect(new Set([...colours.values()]).size).toBe(20);
    expect(colours.get('S20')).toBe(colours.get('S0'));
  });
});
