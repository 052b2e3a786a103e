import { describe, expect, it } from 'vitest';
import { MENTION_STATUS_MAX_DAYS, mentionStatusDays } from './mention-status-days';

describe('mention status days', () => {
  it('asks for no day when the range is today: its results are not available yet', () => {
    expect(mentionStatusDays({ from: '2026-03-10', to: '2026-03-10' }, '2026-03-10')).toEqual({
      days: [],
      includesToday: true,
      capped: false,
    });
  });

  it('asks for the past days of a range reaching today, newest first, across a month end', () => {
    expect(mentionStatusDays({ from: '2026-02-27', to: '2026-03-02' }, '2026-03-02')).toEqual({
      days: ['2026-03-01', '2026-02-28', '2026-02-27'],
      includesToday: true,
      capped: false,
    });
    expect(mentionStatusDays({ from: '2026-03-08', to: '2026-03-09' }, '2026-03-10').days).toEqual([
      '2026-03-09',
      '2026-03-08',
    ]);
  });

  it("asks for a long range's latest month only, and says so", () => {
    const status = mentionStatusDays({ from: '2025-01-01', to: '2026-03-09' }, '2026-03-10');
    expect(status.days).toHaveLength(MENTION_STATUS_MAX_DAYS);
    expect(status.days[0]).toBe('2026-03-09');
    expect(status.capped).toBe(true);
  });
});
