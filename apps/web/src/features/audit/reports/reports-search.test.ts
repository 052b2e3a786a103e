import { describe, expect, it } from 'vitest';
import { lastDays, resolveReportRange, shiftDay } from './report-range';
import { auditReportsSearch } from './reports-search';

// The router hands the reader whatever the address held.
const read = (search: Record<string, unknown>) => auditReportsSearch(search as never);

const AUDIO = '8b1b2c3d-0000-4000-8000-000000000001';
const TZ = 'America/Argentina/Buenos_Aires';
// 01:00 on 2026-03-01 in Buenos Aires (UTC-3).
const NOW = Date.parse('2026-03-01T04:00:00Z');

describe('reports URL query', () => {
  it('opens the same-content tab when the report is missing or unknown', () => {
    expect(read({})).toEqual({ report: 'equal-md5' });
    expect(read({ report: 'gip' })).toEqual({ report: 'equal-md5' });
  });

  it('keeps the match range only when the no-matches range is not the same', () => {
    const search = { from: '2026-03-01', matchFrom: '2026-03-05', matchTo: '2026-03-06' };
    expect(read({ report: 'no-matches', ...search })).toEqual({
      report: 'no-matches',
      from: '2026-03-01',
    });
    expect(read({ report: 'no-matches', sameRange: false, ...search })).toEqual({
      report: 'no-matches',
      sameRange: false,
      ...search,
    });
    expect(read({ report: 'missing-audios', sameRange: false, ...search })).toEqual({
      report: 'missing-audios',
      from: '2026-03-01',
    });
  });

  it('reads audio_id as an audio of the no-matches tab only', () => {
    expect(read({ report: 'no-matches', audio_id: AUDIO }).audio_id).toBe(AUDIO);
    expect(read({ report: 'no-matches', audio_id: 'nope' }).audio_id).toBeUndefined();
    expect(read({ report: 'equal-md5', audio_id: AUDIO }).audio_id).toBeUndefined();
    expect(read({ report: 'no-matches', from: '1/3/2026' }).from).toBeUndefined();
  });
});

describe('report ranges', () => {
  it("counts the last week back from today on the station's clock, across months", () => {
    expect(lastDays(7, TZ, NOW)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(lastDays(1, TZ, NOW)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('fills a missing side with the default and never goes past today', () => {
    const fallback = lastDays(7, TZ, NOW);
    expect(resolveReportRange({ to: '2026-02-25' }, fallback, TZ, NOW)).toEqual({
      from: '2026-02-23',
      to: '2026-02-25',
    });
    expect(resolveReportRange({ from: '2026-02-27', to: '2026-04-01' }, fallback, TZ, NOW)).toEqual({
      from: '2026-02-27',
      to: '2026-03-01',
    });
  });
});
