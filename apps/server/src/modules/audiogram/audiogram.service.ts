/**
 * A fragment's audiograms (issue 34, spec 02 sections 3 and 7): captions from its transcription,
 * one render job per variant, and a signed URL of each finished video.
 */
import type {
  AudiogramCaption,
  AudiogramCaptions,
  AudiogramGenerate,
  AudiogramGeneration,
  AudiogramInputProps,
  AudiogramVariant,
} from '@antena/contract';
import { audiogramGenerateSchema } from '@antena/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { UserWithRelations } from '../../access/user-record';
import type { Context } from '../../context';
import type { Db } from '../../db';
import { fragmentAudiogramVariants, fragmentTranscriptionRows, fragmentTranscriptions } from '../../db/schema';
import { conflict } from '../../http/errors';
import { findReachableFragment, mediaNotReady } from '../fragments/fragment-export.service';
import { downloadFilename } from '../fragments/fragments.service';
import { audiogramGenerationOf } from './audiogram-state';

/** spec 02 section 7: the media URL is cached an hour. */
export const AUDIOGRAM_URL_SECONDS = 3600;

/** The words of the fragment's transcription, ms from the fragment's start. */
export async function captionsOf(db: Pick<Db, 'select'>, fragmentId: string): Promise<AudiogramCaptions> {
  const [transcription] = await db
    .select({ id: fragmentTranscriptions.id, status: fragmentTranscriptions.status })
    .from(fragmentTranscriptions)
    .where(eq(fragmentTranscriptions.fragmentId, fragmentId));
  if (!transcription) return { transcriptionStatus: null, captions: [] };
  const rows = await db
    .select()
    .from(fragmentTranscriptionRows)
    .where(eq(fragmentTranscriptionRows.transcriptionId, transcription.id))
    .orderBy(asc(fragmentTranscriptionRows.time));
  const captions: AudiogramCaption[] = rows.flatMap((row) =>
    row.words.map((word) => {
      const startMs = Math.max(0, row.time + (word.start - row.stationTime));
      return {
        text: word.word,
        startMs,
        endMs: Math.max(startMs, row.time + (word.end - row.stationTime)),
        timestampMs: word.start,
        confidence: word.confidence,
      };
    }),
  );
  return { transcriptionStatus: transcription.status, captions };
}

export async function fragmentCaptions(ctx: Context, user: UserWithRelations, fragmentId: string) {
  const { fragment } = await findReachableFragment(ctx.db, user, fragmentId);
  return captionsOf(ctx.db, fragment.id);
}

/** Queues the asked variants with these props; a variant being rendered is not started twice. */
export async function generateAudiogram(
  ctx: Context,
  user: UserWithRelations,
  fragmentId: string,
  body: AudiogramGenerate,
): Promise<AudiogramGeneration> {
  const { fragment } = await findReachableFragment(ctx.db, user, fragmentId);
  if (fragment.mediaStatus !== 'READY' || !fragment.mediaKeys.audio) throw mediaNotReady();
  const { variants, inputProps } = audiogramGenerateSchema.parse(body);
  const props: AudiogramInputProps = inputProps;
  const started: AudiogramVariant[] = [];
  for (const variant of new Set(variants)) {
    const [row] = await ctx.db
      .insert(fragmentAudiogramVariants)
      .values({ fragmentId: fragment.id, variant, props })
      .onConflictDoUpdate({
        target: [fragmentAudiogramVariants.fragmentId, fragmentAudiogramVariants.variant],
        // A render under way with older props is overtaken: it sees the new props when it ends.
        set: { props, status: 'QUEUED', progress: 0, failedReason: null, updatedAt: new Date() },
      })
      .returning({ variant: fragmentAudiogramVariants.variant });
    if (row) started.push(row.variant);
  }
  for (const variant of started) await queueRender(ctx, fragment.id, variant);
  return (await audiogramGenerationOf(ctx.db, fragment.id))!;
}

async function queueRender(ctx: Context, fragmentId: string, variant: AudiogramVariant): Promise<void> {
  if (ctx.queue) {
    await ctx.queue.send('fragments.render-audiogram', { fragmentId, variant });
    return;
  }
  const { renderVariant } = await import('./audiogram-job');
  void renderVariant(ctx, fragmentId, variant).catch((error: unknown) =>
    ctx.log.warn({ err: error, fragmentId, variant }, 'audiogram render failed'),
  );
}

/** A signed URL of a finished variant; 409 until it is COMPLETED. */
export async function audiogramMediaUrl(
  ctx: Context,
  user: UserWithRelations,
  fragmentId: string,
  variant: AudiogramVariant,
): Promise<{ url: string }> {
  const { fragment } = await findReachableFragment(ctx.db, user, fragmentId);
  const [row] = await ctx.db
    .select()
    .from(fragmentAudiogramVariants)
    .where(and(eq(fragmentAudiogramVariants.fragmentId, fragment.id), eq(fragmentAudiogramVariants.variant, variant)));
  if (row?.status !== 'COMPLETED' || !row.storageKey) {
    throw conflict('ERR_AUDIOGRAM_NOT_READY', `The ${variant} audiogram is not ready yet`);
  }
  const filename = downloadFilename(`${fragment.title} ${variant}`, 'mp4');
  return { url: ctx.storage.signedUrl(row.storageKey, { expiresInSeconds: AUDIOGRAM_URL_SECONDS, filename }) };
}
