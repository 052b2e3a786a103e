import { afterEach, describe, expect, it } from 'vitest';
import { setDateLocale } from '../../lib/time';
import { formatQuickShareRange } from './quick-share-range';

const at = (year: number, month: number, day: number, hour: number, minute: number, second = 0) =>
  new Date(year, month - 1, day, hour, minute, second).getTime();

describe('formatQuickShareRange', () => {
  afterEach(() => setDateLocale('en'));

  it('names the day once for a range within one day, in local time', () => {
    setDateLocale('en');
    expect(formatQuickShareRange(at(2026, 3, 5, 8, 0), at(2026, 3, 5, 8, 15))).toBe('03/05/2026 8:00 AM – 8:15 AM');
  });

  it('shows seconds when a boundary has them', () => {
    setDateLocale('en');
    expect(formatQuickShareRange(at(2026, 3, 5, 8, 0, 30), at(2026, 3, 5, 8, 2))).toBe(
      '03/05/2026 8:00:30 AM – 8:02 AM',
    );
  });

  it('names both days across midnight, in the interface language', () => {
    setDateLocale('es');
    expect(formatQuickShareRange(at(2026, 3, 5, 23, 30), at(2026, 3, 6, 0, 30))).toBe(
      '05/03/2026 23:30 – 06/03/2026 0:30',
    );
  });
});
