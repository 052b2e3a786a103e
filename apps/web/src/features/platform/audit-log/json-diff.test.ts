import { describe, expect, it } from 'vitest';
import { changedLeaves } from './json-diff';

describe('changedLeaves', () => {
  it('names each changed leaf by its dotted path', () => {
    const before = {
      name: 'Mitre',
      featuresConfig: { audit: { enabled: false, liveMentionsEnabled: false }, footers: [{ name: 'a' }] },
    };
    const after = {
      name: 'Mitre',
      featuresConfig: { audit: { enabled: true, liveMentionsEnabled: false }, footers: [{ name: 'a' }, { name: 'b' }] },
      logoUrl: 'https://cdn.example/l.png',
    };
    expect(changedLeaves(before, after)).toEqual([
      { path: 'featuresConfig.audit.enabled', before: false, after: true },
      { path: 'featuresConfig.footers.1', before: undefined, after: { name: 'b' } },
      { path: 'logoUrl', before: undefined, after: 'https://cdn.example/l.png' },
    ]);
  });

  it('finds nothing when both sides are equal', () => {
    expect(changedLeaves({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toEqual([]);
  });
});
