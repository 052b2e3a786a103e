/** The jobs of content AI (issue 35): writing articles and social versions with the chat engine. */
import { socialPlatformSchema } from '@antena/contract';
import { z } from 'zod';
import { defineJob } from '../../jobs/registry';
import { writeArticles } from './articles';
import { writeSocialVersion } from './social-versions';

// A dead worker's job goes to another (its heartbeat stops); the attempt keeps either from writing stale text.
const queue = { retryLimit: 2, retryDelay: 30, expireInSeconds: 3600, heartbeatSeconds: 60 };

export const contentAiJobs = {
  'content-ai.generate-articles': defineJob({
    payload: z.object({ contentId: z.uuid(), attempt: z.number().int() }).strict(),
    queue,
    handler: async (job, ctx) => writeArticles(ctx, job),
  }),
  'content-ai.generate-social-version': defineJob({
    payload: z
      .object({
        contentId: z.uuid(),
        platform: socialPlatformSchema,
        attempt: z.number().int(),
        instructions: z.string().nullable(),
      })
      .strict(),
    queue,
    handler: async (job, ctx) => writeSocialVersion(ctx, job),
  }),
};
