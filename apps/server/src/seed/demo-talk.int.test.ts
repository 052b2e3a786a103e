/**
 * The demo radio talks (issue 31 point 2): its passages are synthesised in its language, its
 * programme airs them between the tone and the spots, and the live mention it reads is scheduled.
 */
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_LIVE_MENTION, DEMO_TALK_LANGUAGE, DEMO_TALK_PASSAGES } from '@antena/contract';
import { probe, run } from '@antena/media';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { auditSchedules, segments, stations } from '../db/schema';
import { seedDemoHistory } from './demo-history';
import { demoTalkPassageFile, seedDemoMention, seedDemoTalk } from './demo-talk';
import { seedDemo } from './demo.seed';

const SEGMENT_SECONDS = 10;
/** 50 ms windows of the decoded audio: a word's syllables are louder, a pause between words quiet. */
const WINDOW_SAMPLES = 400;

/** The RMS of each 50 ms window of a segment, decoded to mono 8 kHz. */
async function windowLevels(t: TestApp, storageKey: string): Promise<number[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'antena-demo-talk-'));
  try {
    const file = path.join(dir, path.basename(storageKey));
    await writeFile(file, (await t.ctx.storage.read(storageKey))!);
    const pcm = await run('ffmpeg', [
      '-nostdin',
      '-v',
      'error',
      '-i',
      file,
      '-ac',
      '1',
      '-ar',
      '8000',
      '-f',
      's16le',
      '-',
    ]);
    const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 2));
    const levels: number[] = [];
    for (let start = 0; start + WINDOW_SAMPLES <= samples.length; start += WINDOW_SAMPLES) {
      let sum = 0;
      for (let i = start; i < start + WINDOW_SAMPLES; i++) sum += (samples[i]! / 32768) ** 2;
      levels.push(Math.sqrt(sum / WINDOW_SAMPLES));
    }
    return levels;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('demo talk', () => {
  let t: TestApp;
  let radio: typeof stations.$inferSelect;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemo(t.ctx.db, { dataDir: t.ctx.dataDir, password: 'demo-talk-password', superadmin: false });
    [radio] = (await t.ctx.db.select().from(stations).where(eq(stations.slug, 'demo-radio'))) as [typeof radio];
  });
  afterAll(async () => t?.close());

  it("synthesises every passage in the demo radio's language into a track of the data directory, once", async () => {
    expect(radio.language).toBe(DEMO_TALK_LANGUAGE);
    const track = await seedDemoTalk(t.ctx, t.ctx.config.dataDir);
    expect(track).toBeDefined();
    expect(track!.startsWith(t.ctx.config.dataDir)).toBe(true);
    for (const passage of DEMO_TALK_PASSAGES) {
      const facts = await probe(demoTalkPassageFile(t.ctx.config.dataDir, passage.id));
      // Spoken, and short enough for its slot.
      expect(facts.durationSeconds).toBeGreaterThan(3);
      expect(facts.durationSeconds).toBeLessThan(passage.seconds);
    }
    expect((await probe(track!)).durationSeconds).toBeCloseTo(900, 1);
    const made = (await stat(track!)).mtimeMs;
    expect(await seedDemoTalk(t.ctx, t.ctx.config.dataDir)).toBe(track);
    expect((await stat(track!)).mtimeMs).toBe(made);
  });

  it('airs the talk in its slots of the recorded programme: words and pauses where the tone was', async () => {
    await seedDemoHistory(t.ctx, 0.5, SEGMENT_SECONDS);
    const recorded = await t.ctx.db
      .select({ storageKey: segments.storageKey })
      .from(segments)
      .where(eq(segments.stationId, radio.id))
      .orderBy(asc(segments.startTs));
    // The programme starts with the history: 0-10 s is the tone, 20-30 s the news (15-45 s).
    const tone = await windowLevels(t, recorded[0]!.storageKey);
    const news = await windowLevels(t, recorded[2]!.storageKey);
    expect(Math.min(...tone)).toBeGreaterThan(0.05);
    expect(Math.max(...news)).toBeGreaterThan(0.05);
    expect(Math.min(...news)).toBeLessThan(0.01);
  }, 60_000);

  it('schedules the live mention the talk reads for the week ahead, once', async () => {
    const mention = DEMO_TALK_PASSAGES.find((passage) => passage.id === 'mention')!;
    expect(mention.text).toContain(DEMO_LIVE_MENTION.script);
    await seedDemoMention(t.ctx);
    await seedDemoMention(t.ctx);
    const rows = await t.ctx.db
      .select()
      .from(auditSchedules)
      .where(and(eq(auditSchedules.stationId, radio.id), eq(auditSchedules.type, 'MENTION')))
      .orderBy(asc(auditSchedules.day));
    expect(rows).toHaveLength(7);
    expect(rows[0]).toMatchObject({
      customId: DEMO_LIVE_MENTION.customId,
      title: DEMO_LIVE_MENTION.title,
      dirtyText: DEMO_LIVE_MENTION.script,
      count: DEMO_LIVE_MENTION.count,
    });
  });
});
