/**
 * Fragment transcription (issue 18 point 5, spec 02): reading it, starting and restarting it,
 * editing an entry's words or speaker, and its subtitles. Every call reaches only fragments of
 * the caller's stations (another client's is 'Fragment not found', 404) and only where the
 * station's feature transcription.diarization.fragments is on (403 otherwise: the fragment is
 * the caller's, the service is not theirs). Starting with no engine configured is a 503.
 */
import {
  effectiveFeaturesConfig,
  featuresConfigSchema,
  type DiarizeUpdate,
  type FragmentTranscription,
  type FragmentTranscriptionEntry,
  type SubtitleFormat,
  type TranscriptionWord,
} from '@antena/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { UserWithRelations } from '../../access/user-record';
import type { Context } from '../../context';
import { fragmentTranscriptionRows, fragmentTranscriptions } from '../../db/schema';
import { featureNotEnabled, HttpError, notFound } from '../../http/errors';
import { findReachableFragment, type FragmentRow } from '../fragments/fragment-export.service';
import { fileSlug } from '../../storage/file-names';
import { engineKind, engineStatus } from '../transcription/engine';
import { transcriptionRowOf } from '../transcription/search';
import { toJson, toSrt, toTxt } from './subtitles';
import { queueFragmentTranscription } from './transcribe-fragment';

type TranscriptionRecord = typeof fragmentTranscriptions.$inferSelect;
type EntryRecord = typeof fragmentTranscriptionRows.$inferSelect;
type ServiceContext = Pick<Context, 'db' | 'storage' | 'log' | 'config' | 'queue'>;

const featureOff = () =>
  featureNotEnabled('fragmentTranscription', 'Fragment transcription is not enabled for this station');

/** A fragment of the caller's whose station transcribes fragments. */
async function transcribableFragment(ctx: ServiceContext, user: UserWithRelations, fragmentId: string) {
  const { fragment, station } = await findReachableFragment(ctx.db, user, fragmentId);
  const features = effectiveFeaturesConfig(featuresConfigSchema.parse(station.featuresConfig ?? {}));
  if (!features.transcription.diarization.fragments) throw featureOff();
  return fragment;
}

/** spec 02's transcription row of a stored entry (as the station's rows), with its station time. */
export function entryOf(row: EntryRecord): FragmentTranscriptionEntry {
  const text = row.words.map((w) => w.word).join(' ');
  return { ...transcriptionRowOf({ ...row, text }), stationTime: row.stationTime };
}

async function entriesOf(ctx: ServiceContext, transcriptionId: string): Promise<FragmentTranscriptionEntry[]> {
  const rows = await ctx.db
    .select()
    .from(fragmentTranscriptionRows)
    .where(eq(fragmentTranscriptionRows.transcriptionId, transcriptionId))
    .orderBy(asc(fragmentTranscriptionRows.time));
  return rows.map(entryOf);
}

function resultOf(
  ctx: ServiceContext,
  fragmentId: string,
  record: TranscriptionRecord | undefined,
  entries: FragmentTranscriptionEntry[],
): FragmentTranscription {
  const speakers = [...new Set(entries.flatMap((entry) => entry.diarization.map((turn) => turn.label)))];
  return {
    id: record?.id ?? null,
    fragmentId,
    status: record?.status ?? null,
    progress: record?.progress ?? 0,
    failedReason: record?.failedReason ?? null,
    engine: engineKind(ctx.config),
    speakers,
    entries,
    updatedAt: record?.updatedAt.toISOString() ?? null,
  };
}

async function recordOf(ctx: ServiceContext, fragmentId: string) {
  const [record] = await ctx.db
    .select()
    .from(fragmentTranscriptions)
    .where(eq(fragmentTranscriptions.fragmentId, fragmentId));
  return record;
}

export async function getFragmentTranscription(
  ctx: ServiceContext,
  user: UserWithRelations,
  fragmentId: string,
): Promise<FragmentTranscription> {
  const fragment = await transcribableFragment(ctx, user, fragmentId);
  const record = await recordOf(ctx, fragment.id);
  return resultOf(ctx, fragment.id, record, record ? await entriesOf(ctx, record.id) : []);
}

/**
 * Starts the fragment's transcription when it has none; `restart` starts it again whatever its
 * state (its entries and edits are dropped). Otherwise answers the one there is, untouched.
 */
export async function startFragmentTranscription(
  ctx: ServiceContext,
  user: UserWithRelations,
  fragmentId: string,
  restart: boolean,
): Promise<FragmentTranscription> {
  const fragment = await transcribableFragment(ctx, user, fragmentId);
  if (engineKind(ctx.config) === 'none')
    throw new HttpError(503, 'ERR_SERVICE_UNAVAILABLE', (await engineStatus(ctx.config)).detail);
  const { record, started } = await beginFragmentTranscription(ctx, fragment.id, restart);
  return resultOf(ctx, fragment.id, record, started ? [] : await entriesOf(ctx, record.id));
}

/**
 * Queues the fragment's transcription when it has none (or always, with `restart`, dropping its
 * entries and edits); otherwise leaves the one there is. No feature or engine check: callers do.
 */
export async function beginFragmentTranscription(
  ctx: ServiceContext,
  fragmentId: string,
  restart: boolean,
): Promise<{ record: TranscriptionRecord; started: boolean }> {
  const existing = await recordOf(ctx, fragmentId);
  if (existing && !restart) return { record: existing, started: false };
  const record = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fragmentTranscriptions)
      .values({ fragmentId, status: 'QUEUED', progress: 0 })
      .onConflictDoUpdate({
        target: fragmentTranscriptions.fragmentId,
        set: {
          status: 'QUEUED',
          progress: 0,
          failedReason: null,
          attempt: sql`${fragmentTranscriptions.attempt} + 1`,
          updatedAt: new Date(),
        },
      })
      .returning();
    await tx.delete(fragmentTranscriptionRows).where(eq(fragmentTranscriptionRows.transcriptionId, row!.id));
    return row!;
  });
  await queueFragmentTranscription(ctx, { transcriptionId: record.id, attempt: record.attempt });
  return { record, started: true };
}

/** The transcription `{x}` of a fragment the caller may transcribe; anything else is a 404. */
async function transcriptionItem(
  ctx: ServiceContext,
  user: UserWithRelations,
  params: { fragmentId: string; transcriptionId: string },
): Promise<{ fragment: FragmentRow; record: TranscriptionRecord }> {
  const fragment = await transcribableFragment(ctx, user, params.fragmentId);
  const [record] = await ctx.db
    .select()
    .from(fragmentTranscriptions)
    .where(
      and(eq(fragmentTranscriptions.id, params.transcriptionId), eq(fragmentTranscriptions.fragmentId, fragment.id)),
    );
  if (!record) throw notFound('Transcription not found');
  return { fragment, record };
}

/** Updates the entry at `time`; 404 naming the field when the transcription has no entry there. */
async function updateEntry(
  ctx: ServiceContext,
  transcriptionId: string,
  time: number,
  values: PgUpdateSetSource<typeof fragmentTranscriptionRows>,
): Promise<FragmentTranscriptionEntry> {
  const [row] = await ctx.db
    .update(fragmentTranscriptionRows)
    .set(values)
    .where(
      and(eq(fragmentTranscriptionRows.transcriptionId, transcriptionId), eq(fragmentTranscriptionRows.time, time)),
    )
    .returning();
  if (!row)
    throw new HttpError(404, 'ERR_NOT_FOUND', 'Transcription entry not found', [
      { path: 'body.time', message: 'No entry starts at this time' },
    ]);
  await ctx.db
    .update(fragmentTranscriptions)
    .set({ updatedAt: new Date() })
    .where(eq(fragmentTranscriptions.id, transcriptionId));
  return entryOf(row);
}

/** The entry's words as edited; the engine's first words stay as original_words. */
export async function updateFragmentWords(
  ctx: ServiceContext,
  user: UserWithRelations,
  params: { fragmentId: string; transcriptionId: string },
  body: { time: number; wp_words: TranscriptionWord[] },
): Promise<FragmentTranscriptionEntry> {
  const { record } = await transcriptionItem(ctx, user, params);
  const words = [...body.wp_words].sort((a, b) => a.start - b.start);
  return updateEntry(ctx, record.id, body.time, {
    words,
    originalWords: sql`coalesce(${fragmentTranscriptionRows.originalWords}, ${fragmentTranscriptionRows.words})`,
    lengthMs: Math.max(0, Math.max(...words.map((w) => w.end)) - body.time),
  });
}

export async function updateFragmentSpeaker(
  ctx: ServiceContext,
  user: UserWithRelations,
  params: { fragmentId: string; transcriptionId: string },
  body: DiarizeUpdate,
): Promise<FragmentTranscriptionEntry> {
  const { record } = await transcriptionItem(ctx, user, params);
  return updateEntry(ctx, record.id, body.time, { speaker: body.diarization[0]!.label.trim() });
}

const SUBTITLE_TYPES: Record<SubtitleFormat, string> = {
  srt: 'application/x-subrip; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** The transcription as a subtitle file, all its entries or only those of `speakerIds`. */
export async function fragmentSubtitles(
  ctx: ServiceContext,
  user: UserWithRelations,
  params: { fragmentId: string; transcriptionId: string },
  query: { format: SubtitleFormat; speakerId?: string[] },
): Promise<{ body: string; contentType: string; filename: string }> {
  const { fragment, record } = await transcriptionItem(ctx, user, params);
  const wanted = query.speakerId ? new Set(query.speakerId) : null;
  const entries = (await entriesOf(ctx, record.id)).filter(
    (entry) => !wanted || entry.diarization.some((turn) => wanted.has(turn.label)),
  );
  const body =
    query.format === 'srt'
      ? toSrt(entries)
      : query.format === 'txt'
        ? toTxt(entries)
        : toJson({ fragmentId: fragment.id, transcriptionId: record.id, title: fragment.title }, entries);
  const speakers = query.speakerId ? `-${query.speakerId.join('-')}` : '';
  const filename = `${fileSlug(fragment.title, 'fragment')}${speakers}.${query.format}`;
  return { body, contentType: SUBTITLE_TYPES[query.format], filename };
}
