import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from './jobs';
import { BACKSTOP_POLLING_SECONDS, workOptions } from './queue';
import { defineJob } from './registry';

describe('how workers fetch each queue', () => {
  const payload = z.object({}).strict();

  it('only polls as a backstop where this process sends every job (PGlite), keeping the concurrency', () => {
    expect(workOptions(jobs['segment.process'], 'embedded')).toEqual({
      pollingIntervalSeconds: BACKSTOP_POLLING_SECONDS,
      localConcurrency: 2,
    });
    expect(workOptions(defineJob({ payload }), 'embedded')).toEqual({
      pollingIntervalSeconds: BACKSTOP_POLLING_SECONDS,
    });
  });

  it("keeps a job's own polling where other processes send (PostgreSQL without its listener)", () => {
    expect(workOptions(jobs['segment.process'], 'shared')).toEqual({
      pollingIntervalSeconds: 0.5,
      localConcurrency: 2,
    });
    expect(workOptions(defineJob({ payload }), 'shared')).toEqual({});
  });

  it('polls a queue only its cron schedule fills slowly', () => {
    expect(workOptions(jobs['audit.pack-fingerprints'], 'shared').pollingIntervalSeconds).toBe(
      BACKSTOP_POLLING_SECONDS,
    );
  });
});
