import { describe, expect, it } from 'vitest';
import { dayRangeBounds, resolveDayRange } from './audit-range';
import { auditAudiosSearch, auditResultsSearch } from './audit-search';

// The router hands the readers whatever the address held.
const results = (search: Record<string, unknown>) => auditResultsSearch(search as never);
const audios = (search: Record<string, unknown>) => auditAudiosSearch(search as never);

const TZ = 'America/Argentina/Buenos_Aires';
// 01:30 UTC on the 11th is still the 10th on the station's clock (UTC-3).
const NOW = Date.parse('2026-03-11T01:30:00Z');

describe('audit day ranges', () => {
  it("defaults to today on the station's clock, not the browser's", () => {
    expect(resolveDayRange({}, TZ, NOW)).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(resolveDayRange({}, 'UTC', NOW)).toEqual({ from: '2026-03-11', to: '2026-03-11' });
  });

  it('never reaches past today and puts a reversed range in order', () => {
    expect(resolveDayRange({ from: '2026-03-08' }, TZ, NOW)).toEqual({ from: '2026-03-08', to: '2026-03-10' });
    expect(resolveDayRange({ from: '2026-04-01', to: '2026-05-01' }, TZ, NOW)).toEqual({
      from: '2026-03-10',
      to: '2026-03-10',
    });
    expect(resolveDayRange({ from: '2026-03-09', to: '2026-03-02' }, TZ, NOW)).toEqual({
      from: '2026-03-02',
      to: '2026-03-09',
    });
  });

  it("bounds whole days at the station's midnights", () => {
    expect(dayRangeBounds({ from: '2026-02-28', to: '2026-03-01' }, TZ)).toEqual({
      from: Date.parse('2026-02-28T03:00:00Z'),
      to: Date.parse('2026-03-02T03:00:00Z') - 1,
    });
  });
});

describe('audit URL queries', () => {
  it('reads well-formed values and falls back to the defaults for the rest', () => {
    expect(results({ page: 3, pageSize: 20, sort: 'score', from: '2026-03-01', to: 'yesterday' })).toEqual({
      page: 3,
      pageSize: 20,
      sort: 'score',
      from: '2026-03-01',
    });
    expect(results({ page: 0, pageSize: 30, sort: 'title' })).toEqual({
      page: 1,
      pageSize: 50,
      sort: '-datetime',
    });
    expect(audios({ q: '  COLA ', sort: 'duration' })).toEqual({
      page: 1,
      pageSize: 50,
      sort: 'duration',
      q: 'COLA',
    });
    expect(audios({ q: '   ' })).toEqual({ page: 1, pageSize: 50, sort: '-createdAt' });
  });
});
