/**
 * Antena's own diarization in continuous transcription (issue 18 point 1): the stand-in engine
 * names no speakers, so a station with `transcription.diarization.segments` gets its rows'
 * SPEAKER_n labels from Antena, and one voice keeps one label across batches.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIALOGUE_LINES,
  synthesiseDialogue,
  type Dialogue,
} from '../../../../../packages/media/src/diarization/dialogue.test-helpers';
import { createClient, createStation } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { recordMp3Segments } from '../../../test/mp3-segments';
import { startTranscriptionStandIn, type TranscriptionStandIn } from '../../../test/transcription-server';
import {
  fragments,
  fragmentTranscriptionRows,
  fragmentTranscriptions,
  stationSpeakers,
  transcriptionRows,
} from '../../db/schema';
import type { segments } from '../../db/schema';
import { transcribeFragment } from '../fragment-transcription/transcribe-fragment';
import { transcribeBatch } from './transcribe-batch';

/** An hour ago, on a minute: every batch settled. */
const BASE = Math.floor((Date.now() - 60 * 60_000) / 60_000) * 60_000;
const SEGMENT_SECONDS = 15;

describe("continuous transcription with Antena's own diarization", () => {
  let standIn: TranscriptionStandIn;
  let ctx: TestContext;
  let dir: string;
  let dialogue: Dialogue;
  let stationId: string;
  let clientId: string;
  let recorded: (typeof segments.$inferSelect)[];

  beforeAll(async () => {
    standIn = await startTranscriptionStandIn();
    ctx = await createTestContext({ TRANSCRIPTION_API_URL: standIn.url, TRANSCRIPTION_MODEL: 'stand-in' });
    dir = mkdtempSync(path.join(tmpdir(), 'antena-diarization-test-'));
    // Two voices taking turns for about 75 s: five segments, so three batches.
    dialogue = await synthesiseDialogue(dir, 'programme', { lines: [...DIALOGUE_LINES, ...DIALOGUE_LINES] });
    const client = await createClient(ctx.db);
    clientId = client.id;
    const featuresConfig = { transcription: { enabled: true, diarization: { segments: true, fragments: true } } };
    stationId = (await createStation(ctx.db, client.id, { language: 'en', featuresConfig })).id;
    recorded = await recordMp3Segments(ctx, stationId, ['-i', dialogue.file], {
      startTs: BASE,
      segmentSeconds: SEGMENT_SECONDS,
    });
  }, 90_000);
  afterAll(async () => {
    await ctx?.close();
    await standIn?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('labels each voice SPEAKER_1 or SPEAKER_2, the same in every batch', async () => {
    expect(recorded.length).toBeGreaterThanOrEqual(5);
    const batches = [recorded.slice(0, 2), recorded.slice(2, 4), recorded.slice(4)];
    for (const batch of batches) await transcribeBatch(ctx, { stationId, segmentIds: batch.map((s) => s.id) });
    const rows = await ctx.db
      .select()
      .from(transcriptionRows)
      .where(eq(transcriptionRows.stationId, stationId))
      .orderBy(asc(transcriptionRows.time));
    expect(rows.length).toBeGreaterThan(8);
    // The voice truly speaking at each row's middle, against the label Antena gave it.
    const voiceAt = (ms: number) =>
      dialogue.turns.find((turn) => turn.start * 1000 - 300 <= ms - BASE && ms - BASE <= turn.end * 1000 + 300)
        ?.speaker;
    const labelled = rows.map((row) => ({
      batch: batches.findIndex((batch) => batch.some((s) => s.id === row.segmentId)),
      voice: voiceAt(row.time + row.lengthMs / 2),
      speaker: row.speaker,
      words: row.words.length,
    }));
    expect(new Set(labelled.map((row) => row.speaker))).toEqual(new Set(['SPEAKER_1', 'SPEAKER_2']));
    const voiceA = labelled.find((row) => row.voice === 'A')!.speaker;
    const voiceB = voiceA === 'SPEAKER_1' ? 'SPEAKER_2' : 'SPEAKER_1';
    for (const batch of [0, 1, 2]) {
      const own = labelled.filter((row) => row.batch === batch && row.voice);
      const right = own.filter((row) => row.speaker === (row.voice === 'A' ? voiceA : voiceB));
      const share = right.reduce((sum, row) => sum + row.words, 0) / own.reduce((sum, row) => sum + row.words, 0);
      expect(share, `batch ${batch + 1}: words with their voice's label`).toBeGreaterThan(0.9);
    }
    // The station knows two voices, whatever the number of batches.
    const known = await ctx.db.select().from(stationSpeakers).where(eq(stationSpeakers.stationId, stationId));
    expect(known.map((speaker) => speaker.label).sort()).toEqual([1, 2]);
  }, 120_000);

  it("labels a fragment's entries with the station's speakers", async () => {
    const from = recorded[0]!.startTs;
    const to = recorded[1]!.endTs;
    const [fragment] = await ctx.db
      .insert(fragments)
      .values({
        clientId,
        stationId,
        type: 'DEFAULT_FRAGMENT',
        title: 'Dialogue',
        fromTs: from,
        toTs: to,
        durationMs: to - from,
        chunks: [{ from, to, label: null, color: null, segments: [{ from, to }] }],
        gaps: [],
      })
      .returning();
    const [transcription] = await ctx.db
      .insert(fragmentTranscriptions)
      .values({ fragmentId: fragment!.id, status: 'QUEUED' })
      .returning();
    await transcribeFragment(ctx, { transcriptionId: transcription!.id, attempt: transcription!.attempt });
    const entries = await ctx.db
      .select()
      .from(fragmentTranscriptionRows)
      .where(eq(fragmentTranscriptionRows.transcriptionId, transcription!.id));
    // The station's rows of the same moments, labelled by the continuous transcription above.
    const rows = await ctx.db.select().from(transcriptionRows).where(eq(transcriptionRows.stationId, stationId));
    const speakerAt = (ts: number) => rows.find((row) => row.time <= ts && ts <= row.time + row.lengthMs)?.speaker;
    const compared = entries.flatMap((entry) => {
      const station = speakerAt(entry.stationTime + entry.lengthMs / 2);
      return station ? [{ entry: entry.speaker, station }] : [];
    });
    expect(compared.length).toBeGreaterThan(3);
    const agreeing = compared.filter((pair) => pair.entry === pair.station).length;
    expect(agreeing / compared.length).toBeGreaterThan(0.8);
    const known = await ctx.db.select().from(stationSpeakers).where(eq(stationSpeakers.stationId, stationId));
    expect(known).toHaveLength(2);
  }, 60_000);
});
