/** The jobs of external export, delivery and CFR transcoding (issue 17). */
import { z } from 'zod';
import { defineJob } from '../../jobs/registry';
import { runCfrTranscoding } from './cfr.service';
import { runDelivery } from './delivery.service';
import { runExternalExport, startPendingExports } from './fragment-export.service';

const fragmentPayload = z.object({ fragmentId: z.uuid() }).strict();

export const fragmentExportJobs = {
  'fragments.external-export': defineJob({
    payload: fragmentPayload,
    handler: async ({ fragmentId }, ctx) => runExternalExport(ctx, fragmentId),
  }),
  // Exports that waited for their media, and fragments created with doExternalExport.
  'fragments.start-pending-exports': defineJob({
    payload: z.object({}).strict(),
    schedule: '* * * * *',
    handler: async (_payload, ctx) => startPendingExports(ctx),
  }),
  'fragments.deliver': defineJob({
    payload: fragmentPayload,
    handler: async ({ fragmentId }, ctx) => runDelivery(ctx, fragmentId),
  }),
  'fragments.cfr-transcode': defineJob({
    payload: fragmentPayload,
    handler: async ({ fragmentId }, ctx) => runCfrTranscoding(ctx, fragmentId),
  }),
};
