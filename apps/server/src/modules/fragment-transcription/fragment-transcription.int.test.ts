/**
 * Fragment transcription end to end against the OpenAI-protocol stand-in (issue 18 point 5): a
 * fragment of tone "speech" transcribed with its words at fragment-relative times, restarted,
 * failed with the engine's reason, a word and a speaker edited, subtitles read back, tenancy.
 */
import type { FragmentTranscription, FragmentTranscriptionEntry } from '@antena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { startTranscriptionStandIn, type TranscriptionStandIn } from '../../../test/transcription-server';
import type { stations } from '../../db/schema';
import { recordSpeech } from './fragment-transcription.test-helpers';

const ADMIN = 'admin@norte.test';
const OTHER_ADMIN = 'admin@sur.test';
const S = 1000;
/**
 * The recording itself is late by LAME's encoder delay (1105 samples, 138 ms at 8 kHz), and the
 * stand-in hears in 10 ms frames: words land within this of where they were written.
 */
const NEAR_MS = 250;

describe('fragment transcription', () => {
  let standIn: TranscriptionStandIn;
  let t: TestApp;
  let station: typeof stations.$inferSelect;
  let plainFragmentId: string;
  let otherFragmentId: string;
  const T = Math.floor(Date.now() / 10_000) * 10_000 - 3_600_000;

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, email = ADMIN) =>
    t.app.inject({ method, url: `/api${url}`, headers: asUser(email), ...(payload && { payload }) });
  const createFragment = async (stationId: string, body: object, email = ADMIN) => {
    const res = await call('POST', `/stations/${stationId}/fragments`, { title: 'Boletín', ...body }, email);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  /** Polls as the panel does (faster), until the transcription leaves QUEUED and IN_PROGRESS. */
  async function settled(fragmentId: string): Promise<FragmentTranscription> {
    for (let attempt = 0; attempt < 600; attempt++) {
      const res = await call('GET', `/fragments/${fragmentId}/transcription`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<FragmentTranscription>();
      if (body.status === 'COMPLETED' || body.status === 'FAILED') return body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The transcription never settled');
  }
  const wordsOf = (result: FragmentTranscription) =>
    result.entries.flatMap((entry) => entry.wp_words.map((w) => [w.word, w.start] as const));

  beforeAll(async () => {
    standIn = await startTranscriptionStandIn();
    t = await buildTestApp({ TRANSCRIPTION_API_URL: standIn.url, TRANSCRIPTION_MODEL: 'whisper-1' });
    const clientId = (await createClient(t.ctx.db, { name: 'Radio Norte' })).id;
    const other = await createClient(t.ctx.db, { name: 'Radio Sur' });
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
    await createUser(t.ctx.db, { email: OTHER_ADMIN, role: 'CLIENT_ADMIN', clientId: other.id });
    station = await createStation(t.ctx.db, clientId, {
      format: 'mp3',
      language: 'es',
      featuresConfig: { transcription: { enabled: true, diarization: { fragments: true } } },
    });
    const plain = await createStation(t.ctx.db, clientId, { format: 'mp3' });
    const otherStation = await createStation(t.ctx.db, other.id, {
      format: 'mp3',
      featuresConfig: { transcription: { enabled: true, diarization: { fragments: true } } },
    });
    // hola 2 s, gobierno 6 s, noticias 9.8 s (across a segment cut), fútbol 23 s.
    const speech = [
      [300, 2, 2.5],
      [900, 6, 6.5],
      [600, 9.8, 10.4],
      [800, 23, 23.5],
    ] as const;
    await recordSpeech(t.ctx, station, T, 30, speech);
    await recordSpeech(t.ctx, plain, T, 10, []);
    await recordSpeech(t.ctx, otherStation, T, 10, []);
    plainFragmentId = await createFragment(plain.id, { type: 'DEFAULT_FRAGMENT', from: T, to: T + 10 * S });
    otherFragmentId = await createFragment(
      otherStation.id,
      { type: 'DEFAULT_FRAGMENT', from: T, to: T + 10 * S },
      OTHER_ADMIN,
    );
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it('is refused where the station does not transcribe fragments, and without an engine', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(method, `/fragments/${plainFragmentId}/transcription`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'ERR_FEATURE_NOT_ENABLED' });
    }
    const fragmentId = await createFragment(station.id, { type: 'DEFAULT_FRAGMENT', from: T, to: T + 10 * S });
    const url = t.ctx.config.TRANSCRIPTION_API_URL;
    t.ctx.config.TRANSCRIPTION_API_URL = undefined;
    try {
      const res = await call('POST', `/fragments/${fragmentId}/transcription`);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/No speech engine is configured/);
      expect((await call('GET', `/fragments/${fragmentId}/transcription`)).json()).toMatchObject({
        status: null,
        engine: 'none',
      });
    } finally {
      t.ctx.config.TRANSCRIPTION_API_URL = url;
    }
  });

  it('transcribes a joint fragment with its words at fragment-relative times, edits them and writes subtitles', async () => {
    // [5 s, 8 s) then [20 s, 25 s): gobierno at 1 s, fútbol at 3 + 3 = 6 s of the fragment.
    const fragmentId = await createFragment(station.id, {
      type: 'JOINT_FRAGMENT',
      chunks: [
        { from: T + 5 * S, to: T + 8 * S },
        { from: T + 20 * S, to: T + 25 * S },
      ],
    });
    const before = (await call('GET', `/fragments/${fragmentId}/transcription`)).json<FragmentTranscription>();
    expect(before).toMatchObject({ id: null, status: null, entries: [], engine: 'openai-api' });

    const started = await call('POST', `/fragments/${fragmentId}/transcription`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: 'QUEUED', progress: 0 });
    const done = await settled(fragmentId);
    expect(done.status, done.failedReason ?? '').toBe('COMPLETED');
    expect(done.progress).toBe(100);
    expect(wordsOf(done).map(([word]) => word)).toEqual(['gobierno', 'fútbol']);
    const [gobierno, futbol] = done.entries as [FragmentTranscriptionEntry, FragmentTranscriptionEntry];
    expect(Math.abs(gobierno.time - 1000)).toBeLessThan(NEAR_MS);
    expect(Math.abs(futbol.time - 6000)).toBeLessThan(NEAR_MS);
    expect(Math.abs(futbol.stationTime - (T + 23 * S))).toBeLessThan(NEAR_MS);
    expect(standIn.requests.at(-1)).toMatchObject({ language: 'es', model: 'whisper-1' });
    // Asking again without restart answers what there is, and queues nothing.
    const requests = standIn.requests.length;
    expect((await call('POST', `/fragments/${fragmentId}/transcription`)).json()).toMatchObject({
      status: 'COMPLETED',
    });
    expect(standIn.requests.length).toBe(requests);

    const x = done.id!;
    // The fragment says so too, alone and in its station's list; one never transcribed says null.
    const summary = { id: x, status: 'COMPLETED', progress: 100 };
    expect((await call('GET', `/fragments/${fragmentId}`)).json().transcription).toEqual(summary);
    const list = (await call('GET', `/stations/${station.id}/fragments?pageSize=100`)).json().results as {
      id: string;
      transcription: unknown;
    }[];
    expect(list.find((fragment) => fragment.id === fragmentId)?.transcription).toEqual(summary);
    expect((await call('GET', `/fragments/${plainFragmentId}`)).json().transcription).toBeNull();
    const edited = await call('PATCH', `/pnt/v2/fragments/${fragmentId}/${x}/wpwords`, {
      time: gobierno.time,
      wp_words: [{ ...gobierno.wp_words[0]!, word: 'Gobierno' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ wp_words: [{ word: 'Gobierno' }], original_words: [{ word: 'gobierno' }] });
    const invalid = await call('PATCH', `/pnt/v2/fragments/${fragmentId}/${x}/wpwords`, {
      time: gobierno.time,
      wp_words: [{ ...gobierno.wp_words[0]!, word: ' ' }],
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details.map((d: { path: string }) => d.path)).toEqual(['body.wp_words.0.word']);
    const nowhere = await call('PATCH', `/pnt/v2/fragments/${fragmentId}/${x}/wpwords`, {
      time: 12_345,
      wp_words: gobierno.wp_words,
    });
    expect(nowhere.statusCode).toBe(404);

    for (const [entry, label] of [
      [gobierno, 'Ana'],
      [futbol, 'Luis'],
    ] as const) {
      const res = await call('PATCH', `/pnt/v2/fragments/${fragmentId}/diarize/${x}`, {
        time: entry.time,
        diarization: [{ label, voice_label: label }],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().diarization[0]).toMatchObject({ label });
    }
    const noLabel = await call('PATCH', `/pnt/v2/fragments/${fragmentId}/diarize/${x}`, {
      time: gobierno.time,
      diarization: [{ label: '' }],
    });
    expect(noLabel.statusCode).toBe(400);
    expect(noLabel.json().details[0].path).toBe('body.diarization.0.label');
    const now = (await call('GET', `/fragments/${fragmentId}/transcription`)).json<FragmentTranscription>();
    expect(now.speakers).toEqual(['Ana', 'Luis']);
    expect(wordsOf(now).map(([word]) => word)).toEqual(['Gobierno', 'fútbol']);

    const subtitles = (query: string) =>
      call('GET', `/pnt/v2/fragments/${fragmentId}/transcribe/${x}/subtitles?${query}`);
    const srt = await subtitles('format=srt&download=1');
    expect(srt.statusCode, srt.body).toBe(200);
    expect(srt.headers['content-type']).toMatch(/application\/x-subrip/);
    expect(srt.headers['content-disposition']).toMatch(/^attachment; filename="boletin\.srt"/);
    const blocks = srt.body.trim().split('\n\n');
    expect(blocks.map((block) => block.split('\n')[0])).toEqual(['1', '2']);
    const timeLine = /^(\d\d:\d\d:\d\d,\d\d\d) --> (\d\d:\d\d:\d\d,\d\d\d)$/;
    expect(blocks.map((block) => timeLine.exec(block.split('\n')[1]!)?.[1]?.slice(0, 8))).toEqual([
      '00:00:01',
      '00:00:06',
    ]);
    expect(blocks.map((block) => block.split('\n')[2])).toEqual(['Gobierno', 'fútbol']);

    const txt = await subtitles('format=txt');
    expect(txt.headers['content-type']).toMatch(/text\/plain/);
    expect(txt.headers['content-disposition']).toMatch(/^inline/);
    expect(txt.body).toBe('[00:00:01] Ana: Gobierno\n[00:00:06] Luis: fútbol\n');
    const json = (await subtitles('format=json&speakerId=Luis')).json<{
      entries: { speaker: string; text: string }[];
    }>();
    expect(json.entries).toEqual([expect.objectContaining({ speaker: 'Luis', text: 'fútbol' })]);
    const both = await subtitles('format=txt&speakerId=Ana&speakerId=Luis');
    expect(both.body.split('\n').filter(Boolean)).toHaveLength(2);
    expect((await subtitles('format=vtt')).statusCode).toBe(400);

    // Restarted: transcribed again, the edits dropped.
    const restarted = await call('POST', `/fragments/${fragmentId}/transcription?restart=1`);
    expect(restarted.json()).toMatchObject({ id: x, status: 'QUEUED', entries: [] });
    const again = await settled(fragmentId);
    expect(again.status).toBe('COMPLETED');
    expect(wordsOf(again).map(([word]) => word)).toEqual(['gobierno', 'fútbol']);
    // The stand-in names no speakers: the labels are the station's from Antena's own diarization.
    expect(again.speakers).not.toContain('Ana');
    expect(again.speakers.length).toBeGreaterThan(0);
    for (const speaker of again.speakers) expect(speaker).toMatch(/^SPEAKER_\d+$/);

    // A bad engine answer is FAILED with its reason; a retry succeeds.
    standIn.mode = 'garbage';
    try {
      await call('POST', `/fragments/${fragmentId}/transcription?restart=1`);
      const failed = await settled(fragmentId);
      expect(failed.status).toBe('FAILED');
      expect(failed.failedReason).toMatch(/transcription API answered no JSON/);
    } finally {
      standIn.mode = 'ok';
    }
    await call('POST', `/fragments/${fragmentId}/transcription?restart=1`);
    expect((await settled(fragmentId)).status).toBe('COMPLETED');

    // Tenancy: another client's admin reaches none of it; another fragment's id is not this one's.
    const urls: ['GET' | 'POST' | 'PATCH', string, object?][] = [
      ['GET', `/fragments/${fragmentId}/transcription`],
      ['POST', `/fragments/${fragmentId}/transcription?restart=1`],
      ['GET', `/pnt/v2/fragments/${fragmentId}/transcribe/${x}/subtitles`],
      ['PATCH', `/pnt/v2/fragments/${fragmentId}/${x}/wpwords`, { time: 0, wp_words: gobierno.wp_words }],
      ['PATCH', `/pnt/v2/fragments/${fragmentId}/diarize/${x}`, { time: 0, diarization: [{ label: 'X' }] }],
    ];
    for (const [method, url, body] of urls) {
      const res = await call(method, url, body, OTHER_ADMIN);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      const anonymous = await t.app.inject({ method, url: `/api${url}`, ...(body && { payload: body }) });
      expect(anonymous.statusCode).toBe(401);
    }
    const started2 = await call('POST', `/fragments/${otherFragmentId}/transcription`, undefined, OTHER_ADMIN);
    expect(started2.statusCode).toBe(200);
    const foreign = started2.json<FragmentTranscription>().id!;
    const mixed = await call('GET', `/pnt/v2/fragments/${fragmentId}/transcribe/${foreign}/subtitles`);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().message).toBe('Transcription not found');
    await settled2(otherFragmentId);
  });

  /** Lets the other client's job finish before the database closes. */
  async function settled2(fragmentId: string) {
    for (let attempt = 0; attempt < 600; attempt++) {
      const res = await call('GET', `/fragments/${fragmentId}/transcription`, undefined, OTHER_ADMIN);
      if (['COMPLETED', 'FAILED'].includes(res.json().status)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});
