/** The jobs of live mention detection (issue 19 point 1; see detection.ts and detection-days.ts). */
import { z } from 'zod';
import { defineJob } from '../../jobs/registry';
import { detectStationDay } from './detection';
import { queueDetectionDays } from './detection-days';

export const liveMentionJobs = {
  // One station day: seconds of scoring. One queued and one running per day at most, so a
  // user's repeated requests do not pile up; a failure (the database) is retried with a backoff.
  'live-mentions.detect': defineJob({
    payload: z.object({ stationId: z.uuid(), day: z.iso.date() }).strict(),
    queue: { policy: 'stately', retryLimit: 3, retryDelay: 60, retryBackoff: true },
    singletonKey: ({ stationId, day }) => `${stationId}/${day}`,
    work: { pollingIntervalSeconds: 5, localConcurrency: 1 },
    handler: async ({ stationId, day }, ctx) => {
      await detectStationDay(ctx, stationId, day);
    },
  }),
  // Yesterday and the day before, once transcribed: a day is detected soon after its last batch.
  'live-mentions.detect-days': defineJob({
    payload: z.object({}).strict(),
    schedule: '*/15 * * * *',
    handler: async (_payload, ctx) => {
      await queueDetectionDays(ctx);
    },
  }),
};
