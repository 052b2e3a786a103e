/** The jobs of Antena. Each module adds its own here as it lands. */
import { z } from 'zod';
import { purgeExpiredIdentityRecords } from '../identity/purge';
import { defineJob, type JobRegistry } from './registry';

export const jobs = {
  'identity.purge-expired': defineJob({
    payload: z.object({}).strict(),
    schedule: '*/15 * * * *',
    handler: async (_payload, ctx) => {
      const removed = await purgeExpiredIdentityRecords(ctx.db, new Date(), ctx.config.SIGN_IN_WINDOW_MINUTES);
      ctx.log.info({ removed }, 'purged expired identity records');
    },
  }),
} satisfies JobRegistry;

export type JobName = keyof typeof jobs;
export type JobPayload<N extends JobName> = z.infer<(typeof jobs)[N]['payload']>;
