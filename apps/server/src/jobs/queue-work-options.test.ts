import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from './jobs';
import { SCHEDULED_POLLING_SECONDS, workOptions } from './queue';
import { defineJob } from './registry';

describe('how workers fetch each queue', () => {
  const payload = z.object({}).strict();

  it('polls a queue only its cron schedule fills slowly', () => {
    expect(workOptions(defineJob({ payload, schedule: '*/10 * * * *' }))).toEqual({
      pollingIntervalSeconds: SCHEDULED_POLLING_SECONDS,
    });
    expect(workOptions(jobs['audit.pack-fingerprints']).pollingIntervalSeconds).toBe(SCHEDULED_POLLING_SECONDS);
  });

  it("keeps a job's own polling, and pg-boss's default for sent jobs", () => {
    expect(workOptions(defineJob({ payload, schedule: '* * * * *', work: { pollingIntervalSeconds: 5 } }))).toEqual({
      pollingIntervalSeconds: 5,
    });
    expect(workOptions(jobs['segment.process'])).toEqual({ pollingIntervalSeconds: 0.5, localConcurrency: 2 });
    expect(workOptions(defineJob({ payload }))).toEqual({});
  });
});
