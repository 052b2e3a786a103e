import { describe, expect, it } from 'vitest';
import { formatAiredRange } from './fragments-format';

describe('formatAiredRange', () => {
  it('names the zone once, and on both ends when daylight saving changes it in between', () => {
    const from = Date.parse('2026-03-08T06:30:00Z');
    expect(formatAiredRange(from, from + 600_000, 'America/New_York', 'en')).toBe(
      '03/08/2026, 01:30:00 – 01:40:00 GMT-5',
    );
    expect(formatAiredRange(from, from + 3_600_000, 'America/New_York', 'en')).toBe(
      '03/08/2026, 01:30:00 GMT-5 – 03:30:00 GMT-4',
    );
  });
});
