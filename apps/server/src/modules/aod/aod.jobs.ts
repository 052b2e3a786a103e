/** The jobs of AOD (issue 20 point 6; aod-run.ts and aod-triggers.ts). */
import { z } from 'zod';
import { defineJob } from '../../jobs/registry';
import { runAodRun } from './aod-run';
import { fireAodTriggers } from './aod-triggers';

export const aodJobs = {
  // One run: a report, then maybe an evidence export (minutes). It ends the run itself on any
  // failure, so a retry would only find it done.
  'aod.run': defineJob({
    payload: z.object({ runId: z.uuid() }).strict(),
    singletonKey: ({ runId }) => runId,
    work: { pollingIntervalSeconds: 5, localConcurrency: 1 },
    handler: async ({ runId }, ctx) => runAodRun(ctx, runId),
  }),
  // Trigger dates are days on the stations' clocks: a quarter of an hour after midnight at worst.
  'aod.triggers': defineJob({
    payload: z.object({}).strict(),
    schedule: '*/15 * * * *',
    handler: async (_payload, ctx) => {
      const fired = await fireAodTriggers(ctx);
      if (fired.length) ctx.log.info({ runs: fired.length }, 'AOD rules fired');
    },
  }),
};
