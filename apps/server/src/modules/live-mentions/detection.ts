/**
 * The detection of one station day's live mentions (issue 19 point 1, docs/live-mention-scoring.md
 * "Detection"): the day's words are prepared once and every MENTION schedule of the day is scored
 * against them; each reading found becomes a live mention (type `zeroshot`, confidence AUTO).
 * A detection replaces the day's unreviewed AUTO mentions and nothing else: what a user accepted,
 * rejected or created by hand stays as it is, and a reading it already stands for is not added
 * again. Running it twice gives the same rows.
 */
import {
  dayStart,
  effectiveFeaturesConfig,
  featuresConfigSchema,
  type TranscriptionWord,
  zonedDay,
} from '@antena/contract';
import { and, asc, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { Context } from '../../context';
import {
  auditSchedules,
  liveMentionDetections,
  liveMentions,
  liveMentionTermDays,
  stations,
  transcriptionRows,
} from '../../db/schema';
import { brandStems, findPreparedMentions, prepareWords, type MentionWindow } from './mention-scoring';
import { addCounts, type TermCounts } from './term-rarity';

type DetectionContext = Pick<Context, 'db' | 'log'>;
type ScheduleRow = Pick<
  typeof auditSchedules.$inferSelect,
  'id' | 'clientId' | 'customId' | 'datetime' | 'title' | 'dirtyText' | 'count'
>;
type KeptMention = Pick<typeof liveMentions.$inferSelect, 'scheduleId' | 'datetime' | 'confidence' | 'content'>;

/**
 * A day's words run from a minute before it to a minute after: a reading across its end is
 * scored whole, and one across its start is seen to start the day before (and left to that day).
 */
export const DAY_MARGIN_MS = 60_000;
/** The station's days before the one detected whose talk weighs its words (term-rarity.ts). */
export const HISTORY_DAYS = 14;
/** Word counts of days older than this are dropped: a station's talk changes with the seasons. */
const KEEP_TERM_DAYS = 30;
/** A kept (reviewed or manual) mention this close to a reading already stands for it (spec 02 section 9: 5 s). */
export const SAME_READING_MS = 5_000;

/** The station-local span of `day` (YYYY-MM-DD), in epoch ms, both ends included. */
export function daySpan(timeZone: string, day: string): { from: number; to: number } {
  return zonedDay(timeZone, dayStart(timeZone, day));
}

/** The script a mention was found from, as stored in its `content`. */
const contentOf = (schedule: Pick<ScheduleRow, 'title' | 'dirtyText'>) =>
  `${schedule.title ?? ''}\n${schedule.dirtyText ?? ''}`;

export interface DetectionResult {
  /** Mentions inserted (AUTO); readings already stood for by a kept mention are not counted. */
  inserted: number;
}

export async function detectStationDay(
  ctx: DetectionContext,
  stationId: string,
  day: string,
): Promise<DetectionResult> {
  const [station] = await ctx.db.select().from(stations).where(eq(stations.id, stationId));
  if (!station) return { inserted: 0 };
  const features = effectiveFeaturesConfig(featuresConfigSchema.parse(station.featuresConfig ?? {}));
  // Switched off since it was queued: the station's mentions are no longer looked after.
  if (!features.audit.liveMentionsEnabled) return { inserted: 0 };
  try {
    const result = await detect(ctx, station, day);
    await recordDetection(ctx, stationId, day, { status: 'DONE', error: null, detectedAt: new Date() });
    ctx.log.info({ stationId, day, inserted: result.inserted }, 'live mentions: day detected');
    return result;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await recordDetection(ctx, stationId, day, { status: 'FAILED', error: reason });
    // The job is retried by the queue; the daily pass tries a failed day again later.
    throw error;
  }
}

export async function recordDetection(
  ctx: Pick<Context, 'db'>,
  stationId: string,
  day: string,
  values: Pick<typeof liveMentionDetections.$inferInsert, 'status' | 'error' | 'detectedAt'>,
): Promise<void> {
  const set = { ...values, updatedAt: new Date() };
  await ctx.db
    .insert(liveMentionDetections)
    .values({ stationId, day, ...set })
    .onConflictDoUpdate({ target: [liveMentionDetections.stationId, liveMentionDetections.day], set });
}

async function detect(
  ctx: DetectionContext,
  station: typeof stations.$inferSelect,
  day: string,
): Promise<DetectionResult> {
  const schedules = await ctx.db
    .select({
      id: auditSchedules.id,
      clientId: auditSchedules.clientId,
      customId: auditSchedules.customId,
      datetime: auditSchedules.datetime,
      title: auditSchedules.title,
      dirtyText: auditSchedules.dirtyText,
      count: auditSchedules.count,
    })
    .from(auditSchedules)
    .where(
      and(eq(auditSchedules.stationId, station.id), eq(auditSchedules.type, 'MENTION'), eq(auditSchedules.day, day)),
    )
    .orderBy(asc(auditSchedules.datetime), asc(auditSchedules.id));
  const found = schedules.length === 0 ? new Map() : await readingsOf(ctx, station, schedules, day);

  let inserted = 0;
  await ctx.db.transaction(async (tx) => {
    // Two detections of one day (the daily pass and a user's request) write one after the other.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('live_mention_day'), hashtext(${`${station.id}/${day}`}))`,
    );
    const sameDay = and(eq(liveMentions.stationId, station.id), eq(liveMentions.day, day));
    const kept: KeptMention[] = await tx
      .select({
        scheduleId: liveMentions.scheduleId,
        datetime: liveMentions.datetime,
        confidence: liveMentions.confidence,
        content: liveMentions.content,
      })
      .from(liveMentions)
      .where(and(sameDay, ne(liveMentions.confidence, 'AUTO')));
    await tx.delete(liveMentions).where(and(sameDay, eq(liveMentions.confidence, 'AUTO')));
    const rows = mentionRows(station.id, day, found, kept);
    for (let i = 0; i < rows.length; i += 500) await tx.insert(liveMentions).values(rows.slice(i, i + 500));
    inserted = rows.length;
  });
  return { inserted };
}

const scriptOf = (schedule: ScheduleRow) => ({
  title: schedule.title ?? schedule.customId,
  dirtyText: schedule.dirtyText,
});

/** The word counts of the station's HISTORY_DAYS days before `day`. */
async function recentTalk(ctx: DetectionContext, stationId: string, day: string): Promise<TermCounts> {
  const rows = await ctx.db
    .select({ documents: liveMentionTermDays.documents, stems: liveMentionTermDays.stems })
    .from(liveMentionTermDays)
    .where(
      and(
        eq(liveMentionTermDays.stationId, stationId),
        lt(liveMentionTermDays.day, day),
        gte(liveMentionTermDays.day, shiftDay(day, -HISTORY_DAYS)),
      ),
    );
  return addCounts(rows);
}

/** Keeps the day's word counts for the days after it, and forgets the station's oldest. */
async function keepTalk(ctx: DetectionContext, stationId: string, day: string, counts: TermCounts) {
  const set = { documents: counts.documents, stems: counts.stems, updatedAt: new Date() };
  await ctx.db
    .insert(liveMentionTermDays)
    .values({ stationId, day, ...set })
    .onConflictDoUpdate({ target: [liveMentionTermDays.stationId, liveMentionTermDays.day], set });
  await ctx.db
    .delete(liveMentionTermDays)
    .where(
      and(eq(liveMentionTermDays.stationId, stationId), lt(liveMentionTermDays.day, shiftDay(day, -KEEP_TERM_DAYS))),
    );
}

/** A YYYY-MM-DD day `days` days away (calendar arithmetic: no clock or time zone involved). */
function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Per group of schedules sharing a script, the readings heard on the day, in time order. */
async function readingsOf(
  ctx: DetectionContext,
  station: typeof stations.$inferSelect,
  schedules: ScheduleRow[],
  day: string,
): Promise<Map<ScheduleRow[], MentionWindow[]>> {
  const { from, to } = daySpan(station.timezone, day);
  const stored = await ctx.db
    .select({ words: transcriptionRows.words })
    .from(transcriptionRows)
    .where(
      and(
        eq(transcriptionRows.stationId, station.id),
        gte(transcriptionRows.time, from - DAY_MARGIN_MS),
        lte(transcriptionRows.time, to + DAY_MARGIN_MS),
      ),
    )
    .orderBy(asc(transcriptionRows.time));
  // Rows of two speakers of one segment overlap in time: the scorer reads words in time order.
  const words: TranscriptionWord[] = stored.flatMap((row) => row.words).sort((a, b) => a.start - b.start);
  const found = new Map<ScheduleRow[], MentionWindow[]>();
  if (words.length === 0) return found;
  const prepared = prepareWords(words, station.language, await recentTalk(ctx, station.id, day));
  await keepTalk(ctx, station.id, day, prepared.counts);
  const others = brandStems(schedules.map(scriptOf), station.language);
  // A mention bought twice a day is two schedules with one script: it is scored once and its
  // readings shared between them, never found twice.
  const groups = new Map<string, ScheduleRow[]>();
  for (const schedule of schedules) {
    const key = `${schedule.clientId}\n${contentOf(schedule)}`;
    groups.set(key, [...(groups.get(key) ?? []), schedule]);
  }
  for (const group of groups.values()) {
    // A reading is its first word's day's.
    const windows = findPreparedMentions(scriptOf(group[0]!), prepared, others).filter(
      (w) => w.start >= from && w.start <= to,
    );
    found.set(group, windows);
  }
  return found;
}

/**
 * The rows to insert: every reading no kept mention of its schedule already stands for. The first
 * readings of the day, up to each schedule's `count` less the kept mentions confirming it, confirm
 * a schedule (schedules in their time order); the readings beyond are mentions of no schedule.
 */
function mentionRows(
  stationId: string,
  day: string,
  found: Map<ScheduleRow[], MentionWindow[]>,
  kept: KeptMention[],
): (typeof liveMentions.$inferInsert)[] {
  const rows: (typeof liveMentions.$inferInsert)[] = [];
  for (const [group, windows] of found) {
    const ids = new Set(group.map((s) => s.id));
    const content = contentOf(group[0]!);
    // A reviewed mention of no schedule (beyond the count) is known by its script.
    const ofGroup = kept.filter((m) => (m.scheduleId ? ids.has(m.scheduleId) : m.content === content));
    const fresh = windows.filter((w) => !ofGroup.some((m) => Math.abs(m.datetime - w.start) <= SAME_READING_MS));
    const slots = group.flatMap((schedule) => {
      const confirmed = kept.filter((m) => m.scheduleId === schedule.id && m.confidence !== 'REJECTED').length;
      return Array.from({ length: Math.max(0, schedule.count - confirmed) }, () => schedule.id);
    });
    for (const [k, window] of fresh.entries()) {
      const schedule = group[0]!;
      rows.push({
        clientId: schedule.clientId,
        stationId,
        scheduleId: slots[k] ?? null,
        day,
        datetime: window.start,
        name: schedule.title || schedule.customId,
        description: window.words.map((w) => w.word).join(' '),
        confidence: 'AUTO',
        type: 'zeroshot',
        score: window.score,
        explanation: window.explanation,
        timeStart: window.start,
        timeEnd: window.end,
        content,
      });
    }
  }
  return rows;
}
