/** The job of fragments' media (issue 17). */
import { z } from 'zod';
import { defineJob } from '../../jobs/registry';
import { renderFragmentMedia } from './fragment-media';

export const fragmentJobs = {
  // Polled often: a 3-minute audio fragment should be READY within 2 s of its creation.
  'fragments.render-media': defineJob({
    payload: z.object({ fragmentId: z.uuid() }).strict(),
    work: { pollingIntervalSeconds: 0.5, localConcurrency: 2 },
    handler: async ({ fragmentId }, ctx) => renderFragmentMedia(ctx, fragmentId),
  }),
};
