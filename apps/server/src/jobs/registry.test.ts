import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from './jobs';
import { assertHandlers, defineJob, MissingJobHandlerError } from './registry';

describe('job registry', () => {
  it('refuses to start when a registered job has no handler', () => {
    const registry = {
      'fragments.render': defineJob({ payload: z.object({ id: z.string() }) }),
      'audit.match-segment': defineJob({ payload: z.object({}), handler: async () => undefined }),
    };
    expect(() => assertHandlers(registry)).toThrow(MissingJobHandlerError);
    expect(() => assertHandlers(registry)).toThrow('No handler registered for job(s): fragments.render');
  });

  it("accepts Antena's own registry", () => {
    expect(() => assertHandlers(jobs)).not.toThrow();
    expect(Object.keys(jobs)).toContain('identity.purge-expired');
  });
});
