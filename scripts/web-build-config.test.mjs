/**
 * `npm start` builds the web app and shows the build's warnings (scripts/start.mjs): each one
 * printed on every start (issue 31 point 12). Rolldown warns for a code-splitting group named by a
 * function without a `debugName`; this keeps the config free of that warning without a build.
 */
import { describe, expect, it } from 'vitest';
import config from '../apps/web/vite.config.ts';

describe('the web build config', () => {
  it('labels every code-splitting group named by a function', () => {
    const groups = config.build?.rolldownOptions?.output?.codeSplitting?.groups ?? [];
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      if (typeof group.name === 'function') expect(group.debugName, 'debugName').toEqual(expect.any(String));
    }
  });
});
