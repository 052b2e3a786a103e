/**
 * The evidence export's jobs (issue 20 point 5; docs/evidence-export.md "Restarts"). One export
 * per report at a time (stately, keyed by report). The worker's heartbeat tells pg-boss it is
 * alive: when a worker dies mid-export its heartbeat stops and the job is retried, and the retry
 * starts the export over (the row still says it runs). A retry of an export that ended (COMPLETED,
 * ERROR, FAILED) does nothing: a failure is retried by the user, not behind their back.
 */
import { and, inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Context } from '../../../context';
import { reports } from '../../../db/schema';
import { defineJob } from '../../../jobs/registry';
import { runReportExport } from './report-export';
import { RUNNING_STATUSES, STALE_EXPORT_MS } from './report-export-state';

/**
 * Exports whose row has not moved for STALE_EXPORT_MS (queued by a process that stopped before
 * sending the job, or run beside an answer where no queue was): queued again; one already queued
 * or running for the report makes this a no-op.
 */
export async function requeueStaleExports(ctx: Context): Promise<number> {
  if (!ctx.queue) return 0;
  const stale = await ctx.db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        inArray(reports.exportStatus, [...RUNNING_STATUSES]),
        lt(reports.updatedAt, new Date(Date.now() - STALE_EXPORT_MS)),
      ),
    );
  for (const { id } of stale) await ctx.queue.send('reports.export', { reportId: id });
  return stale.length;
}

export const reportExportJobs = {
  // Minutes for 1,000 airings; a dead worker's job is retried a minute after its heartbeat stops.
  'reports.export': defineJob({
    payload: z.object({ reportId: z.uuid() }).strict(),
    queue: { policy: 'stately', retryLimit: 2, retryDelay: 30, expireInSeconds: 6 * 3600, heartbeatSeconds: 60 },
    singletonKey: ({ reportId }) => reportId,
    handler: async ({ reportId }, ctx) => runReportExport(ctx, reportId),
  }),
  'reports.requeue-exports': defineJob({
    payload: z.object({}).strict(),
    schedule: '*/15 * * * *',
    handler: async (_payload, ctx) => {
      const requeued = await requeueStaleExports(ctx);
      if (requeued) ctx.log.info({ requeued }, 'requeued abandoned report exports');
    },
  }),
};
