/** The jobs of continuous transcription (issue 18 point 2; see transcribe-batch.ts). */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob } from '../../jobs/registry';
import { BATCH_SEGMENTS } from './batches';
import { BACKLOG_PASSES, queueBacklog, transcribeBatch } from './transcribe-batch';

export const transcriptionJobs = {
  'transcription.transcribe-batch': defineJob({
    payload: z.object({ stationId: z.uuid(), segmentIds: z.array(z.uuid()).min(1).max(BATCH_SEGMENTS) }).strict(),
    // An engine call takes seconds: two at a time keep a minute of audio a minute well ahead.
    work: { pollingIntervalSeconds: 2, localConcurrency: 2 },
    handler: async (payload, ctx) => transcribeBatch(ctx, payload),
  }),
  // With catch-up below, the only paths that queue batches (transcribe-batch.ts).
  'transcription.backlog': defineJob({
    payload: z.object({}).strict(),
    schedule: '* * * * *',
    handler: async (_payload, ctx) => {
      await queueBacklog(ctx, BACKLOG_PASSES.recent);
    },
  }),
  'transcription.catch-up': defineJob({
    payload: z.object({}).strict(),
    schedule: '*/10 * * * *',
    handler: async (_payload, ctx) => {
      await queueBacklog(ctx, BACKLOG_PASSES.catchUp);
    },
  }),
  // The embedded database (PGlite) has no autovacuum: without fresh statistics the planner
  // leaves the full-text index aside and a month's search takes 300 ms instead of 50
  // (bench/speech), and the full-text index's pending list (new entries every search reads
  // whole, up to 4 MB) is only merged by VACUUM. On PostgreSQL this repeats what autovacuum does.
  'transcription.analyze': defineJob({
    payload: z.object({}).strict(),
    schedule: '23 * * * *',
    handler: async (_payload, ctx) => {
      await ctx.db.execute(sql`ANALYZE transcription_rows`);
      await ctx.db.execute(sql`VACUUM (ANALYZE) transcription_search`);
    },
  }),
};
