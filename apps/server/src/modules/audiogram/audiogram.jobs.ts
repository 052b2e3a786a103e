/** The audiogram render job (issue 34): one per variant. */
import { AUDIOGRAM_VARIANTS } from '@antena/contract';
import { z } from 'zod';
import { defineJob } from '../../jobs/registry';
import { renderVariant } from './audiogram-job';

export const audiogramJobs = {
  'fragments.render-audiogram': defineJob({
    payload: z.object({ fragmentId: z.uuid(), variant: z.enum(AUDIOGRAM_VARIANTS) }).strict(),
    queue: { retryLimit: 1, expireInSeconds: 2 * 3600, heartbeatSeconds: 60 },
    handler: async ({ fragmentId, variant }, ctx) => renderVariant(ctx, fragmentId, variant),
  }),
};
