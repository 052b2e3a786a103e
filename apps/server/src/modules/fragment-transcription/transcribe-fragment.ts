/**
 * The job `fragments.transcribe` (issue 18 point 5): the fragment's chunks cut from the station's
 * segments into one WAV (its media's timeline), sent to the speech engine, and the answer stored
 * as entries with speakers (fragment-entries.ts). QUEUED → IN_PROGRESS → COMPLETED | FAILED with
 * the engine's reason; a job of an attempt since restarted writes nothing.
 */
import path from 'node:path';
import { fragmentSpeechArgs, run } from '@antena/media';
import { and, eq } from 'drizzle-orm';
import type { Context } from '../../context';
import { fragments, fragmentTranscriptionRows, fragmentTranscriptions, stations } from '../../db/schema';
import { cutFragment } from '../fragments/fragment-cuts';
import type { FragmentRow } from '../fragments/fragment-dto';
import {
  createEngine,
  TranscriptionEngineError,
  type EngineAnswer,
  type TranscriptionEngine,
} from '../transcription/engine';
import { withOwnSpeakers } from '../transcription/speakers';
import { assignSpeakers, entriesOf, fragmentClock } from './fragment-entries';

type JobContext = Pick<Context, 'db' | 'storage' | 'log' | 'config' | 'queue'>;
export interface TranscribeFragmentJob {
  transcriptionId: string;
  attempt: number;
}

/** Progress shown while it runs: the audio cut, then the engine's answer. */
const PROGRESS = { started: 5, cut: 30, answered: 90 } as const;

/** Queued on the worker; a process without a queue (tests, scripts) runs it beside its answer. */
export async function queueFragmentTranscription(ctx: JobContext, job: TranscribeFragmentJob): Promise<void> {
  if (ctx.queue) {
    await ctx.queue.send('fragments.transcribe', job);
    return;
  }
  void transcribeFragment(ctx, job).catch((error: unknown) =>
    ctx.log.warn({ err: error, ...job }, 'fragment transcription failed'),
  );
}

export async function transcribeFragment(
  ctx: JobContext,
  job: TranscribeFragmentJob,
  engine: TranscriptionEngine | null = createEngine(ctx.config, ctx.log),
): Promise<void> {
  const [found] = await ctx.db
    .select({ transcription: fragmentTranscriptions, fragment: fragments, language: stations.language })
    .from(fragmentTranscriptions)
    .innerJoin(fragments, eq(fragments.id, fragmentTranscriptions.fragmentId))
    .innerJoin(stations, eq(stations.id, fragments.stationId))
    .where(eq(fragmentTranscriptions.id, job.transcriptionId));
  // Deleted with its fragment, or restarted since: that attempt's job does the work.
  if (!found || found.transcription.attempt !== job.attempt) return;
  const current = and(
    eq(fragmentTranscriptions.id, job.transcriptionId),
    eq(fragmentTranscriptions.attempt, job.attempt),
  );
  const set = (values: Partial<typeof fragmentTranscriptions.$inferInsert>) =>
    ctx.db.update(fragmentTranscriptions).set(values).where(current).returning({ id: fragmentTranscriptions.id });
  try {
    if (!engine) throw new TranscriptionEngineError('No speech engine is configured');
    await set({ status: 'IN_PROGRESS', progress: PROGRESS.started, failedReason: null });
    const { answer, clock } = await transcribeAudio(ctx, engine, found.fragment, found.language, set);
    const drafts = entriesOf(assignSpeakers(answer.words));
    await ctx.db.transaction(async (tx) => {
      const [kept] = await tx
        .update(fragmentTranscriptions)
        .set({ status: 'COMPLETED', progress: 100, failedReason: null })
        .where(current)
        .returning({ id: fragmentTranscriptions.id });
      if (!kept) return;
      // Safe to run twice: the attempt's rows are replaced, never doubled.
      await tx.delete(fragmentTranscriptionRows).where(eq(fragmentTranscriptionRows.transcriptionId, kept.id));
      if (drafts.length > 0)
        await tx.insert(fragmentTranscriptionRows).values(
          drafts.map((draft) => ({
            transcriptionId: kept.id,
            time: draft.time,
            lengthMs: draft.lengthMs,
            stationTime: clock(draft.time),
            speaker: draft.speaker,
            words: draft.words,
          })),
        );
    });
  } catch (error) {
    const reason = ((error as Error).message || String(error)).slice(0, 1000);
    await set({ status: 'FAILED', failedReason: reason });
    throw error;
  }
}

/** The fragment's audio as the engine reads it, its answer in ms from the fragment start, and the station clock. */
async function transcribeAudio(
  ctx: JobContext,
  engine: TranscriptionEngine,
  fragment: FragmentRow,
  language: string,
  set: (values: { progress: number }) => Promise<unknown>,
): Promise<{ answer: EngineAnswer; clock: (ms: number) => number }> {
  const { dir, cuts, recorded, dispose } = await cutFragment(ctx, fragment);
  try {
    const wav = path.join(dir, 'fragment.wav');
    try {
      await run('ffmpeg', fragmentSpeechArgs(cuts, wav));
    } catch (error) {
      throw new TranscriptionEngineError(
        `The fragment's audio does not decode: ${(error as Error).message.slice(0, 300)}`,
      );
    }
    await set({ progress: PROGRESS.cut });
    const heard = await engine.transcribe(wav, { language });
    const answer = { ...heard, words: await withOwnSpeakers(ctx, fragment.stationId, wav, heard.words) };
    await set({ progress: PROGRESS.answered });
    const clock = fragmentClock(
      recorded.map(({ chunk, rows }) => ({ from: chunk.from, to: chunk.to, recorded: rows })),
    );
    return { answer, clock };
  } finally {
    await dispose();
  }
}
