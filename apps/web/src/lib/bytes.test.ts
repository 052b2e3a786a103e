import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes';

describe('formatBytes', () => {
  it('speaks in the largest whole unit, with one decimal under ten', () => {
    expect(formatBytes(0, 'en')).toBe('0 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(480 * 1024 * 1024, 'en')).toBe('480 MB');
    expect(formatBytes(3.25 * 1024 ** 4, 'es')).toBe('3,3 TB');
  });
});
