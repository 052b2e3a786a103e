/**
 * The demo radio's talk (contract DEMO_TALK_PASSAGES, issue 31 point 2). At start each passage is
 * synthesised by espeak-ng in DEMO_TALK_LANGUAGE into DATA_DIR/demo-talk/<id>.wav and laid into
 * the track that the recorder and the demo history mix over the demo radio's generated source,
 * so the demo has words to transcribe and search. The live mention the talk reads is seeded as
 * the demo radio's MENTION schedule for the week ahead, so its reading is there to be found.
 * Without espeak-ng (or ffmpeg) the programme airs without talk and the log says so in one line.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  DEMO_LIVE_MENTION,
  DEMO_TALK_LANGUAGE,
  DEMO_TALK_PASSAGES,
  effectiveFeaturesConfig,
  featuresConfigSchema,
  stationDay,
} from '@antena/contract';
import { demoTalkTrackArgs, run } from '@antena/media';
import { eq } from 'drizzle-orm';
import type { Context } from '../context';
import { stations } from '../db/schema';
import { createMentionSchedules } from '../modules/audit/schedule-import';

const TALK_DIR = 'demo-talk';
/** Words a minute: a little slower than espeak-ng's 175, as a newsreader speaks. */
const WORDS_PER_MINUTE = 150;
/** Days of MENTION schedule laid from today at each start, so a demo left running keeps one. */
const MENTION_DAYS = 7;
const DAY_MS = 86_400_000;

const execFileAsync = promisify(execFile);

/** Where passage `id` is synthesised. */
export function demoTalkPassageFile(dataDir: string, id: string): string {
  return path.join(dataDir, TALK_DIR, `${id}.wav`);
}

/**
 * The track's file, named after everything that makes it (voice, texts, slots, the mix): changed
 * passages make a new track instead of airing an old one against the new slots.
 */
export function demoTalkTrackFile(dataDir: string): string {
  const recipe = JSON.stringify({
    voice: DEMO_TALK_LANGUAGE,
    rate: WORDS_PER_MINUTE,
    passages: DEMO_TALK_PASSAGES,
    mix: demoTalkTrackArgs(
      DEMO_TALK_PASSAGES.map((passage) => passage.id),
      'track',
    ),
  });
  const hash = createHash('sha256').update(recipe).digest('hex').slice(0, 12);
  return path.join(dataDir, TALK_DIR, `talk-${hash}.flac`);
}

/** The track once made: what the demo radio's capture and history mix in. */
export async function existingDemoTalkTrack(dataDir: string): Promise<string | undefined> {
  const file = demoTalkTrackFile(dataDir);
  try {
    await access(file);
    return file;
  } catch {
    return undefined;
  }
}

const isMissingCommand = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** Makes the talk track when it is not there yet; its path, or undefined when it cannot be made. */
export async function seedDemoTalk(ctx: Pick<Context, 'log'>, dataDir: string): Promise<string | undefined> {
  const track = demoTalkTrackFile(dataDir);
  if (await existingDemoTalkTrack(dataDir)) return track;
  const dir = path.dirname(track);
  await mkdir(dir, { recursive: true });
  const files = DEMO_TALK_PASSAGES.map((passage) => demoTalkPassageFile(dataDir, passage.id));
  try {
    for (const [index, passage] of DEMO_TALK_PASSAGES.entries()) {
      const voice = ['-v', DEMO_TALK_LANGUAGE, '-s', String(WORDS_PER_MINUTE)];
      await execFileAsync('espeak-ng', [...voice, '-w', files[index]!, passage.text]);
    }
  } catch (error) {
    if (isMissingCommand(error))
      ctx.log.warn("espeak-ng is missing (Debian package 'espeak-ng'): the demo radio airs no talk");
    else ctx.log.warn({ err: error }, 'espeak-ng failed: the demo radio airs no talk');
    return undefined;
  }
  // Written aside and renamed: a capture never mixes in a half-written track.
  const partial = path.join(dir, `partial-${path.basename(track)}`);
  try {
    await run('ffmpeg', demoTalkTrackArgs(files, partial));
    await rename(partial, track);
  } catch (error) {
    await rm(partial, { force: true });
    ctx.log.warn({ err: error }, 'the demo talk track could not be made: the demo radio airs no talk');
    return undefined;
  }
  for (const name of await readdir(dir)) {
    if (/^talk-\w+\.flac$/.test(name) && name !== path.basename(track)) await rm(path.join(dir, name), { force: true });
  }
  ctx.log.info({ track }, 'demo radio talk synthesised');
  return track;
}

/** `day` (YYYY-MM-DD) plus `days`, on the calendar. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The demo radio's MENTION schedule of DEMO_LIVE_MENTION, from the station's today for
 * MENTION_DAYS. Idempotent: an import skips the days it has (and the days a user deleted come back).
 */
export async function seedDemoMention(
  ctx: Pick<Context, 'db' | 'log'>,
  now = Date.now(),
  radioSlug = 'demo-radio',
): Promise<void> {
  const [radio] = await ctx.db.select().from(stations).where(eq(stations.slug, radioSlug));
  if (!radio) return;
  const features = effectiveFeaturesConfig(featuresConfigSchema.parse(radio.featuresConfig ?? {}));
  if (!features.audit.enabled || !features.audit.liveMentionsEnabled) return;
  const today = stationDay(radio.timezone, now);
  const rows = Array.from({ length: MENTION_DAYS }, (_, index) => ({
    line: index + 1,
    date: addDays(today, index),
    customId: DEMO_LIVE_MENTION.customId,
    title: DEMO_LIVE_MENTION.title,
    dirtyText: DEMO_LIVE_MENTION.script,
    count: DEMO_LIVE_MENTION.count,
  }));
  const { created } = await createMentionSchedules(ctx, radio, rows);
  if (created > 0) ctx.log.info({ created }, 'demo live mention scheduled on the demo radio');
}
