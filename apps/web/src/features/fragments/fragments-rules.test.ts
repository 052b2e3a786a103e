import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { deliveryPending, fragmentRetryDelay, retryFragmentQuery } from './fragments.api';
import { formatDuration, shortTitle } from './fragments-format';
import { monthBefore, resolveFragmentsRange } from './fragments-range';
import { fragmentsListSearch } from './fragments-search';
import { fragmentEditBody, validateFragmentEdit } from './fragment-edit-form';

/** What the router hands the reader: whatever the address held. */
const readSearch = (search: Record<string, unknown>) => fragmentsListSearch(search as never);
const apiError = (status: number) =>
  new ApiError({ status, code: `HTTP_${status}`, message: 'x', path: '/fragments/1' });

describe('the fragment query retries (spec 02 section 4)', () => {
  it('retries up to 15 times, never a 404 or another refusal', () => {
    expect(retryFragmentQuery(0, apiError(500))).toBe(true);
    expect(retryFragmentQuery(14, apiError(0))).toBe(true);
    expect(retryFragmentQuery(15, apiError(500))).toBe(false);
    expect(retryFragmentQuery(0, apiError(404))).toBe(false);
    expect(retryFragmentQuery(0, apiError(403))).toBe(false);
  });

  it('backs off exponentially up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 14].map(fragmentRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe('delivery polling', () => {
  const delivery = (enabled: boolean, statuses: ('IN_PROGRESS' | 'COMPLETED' | 'FAILED')[]) => ({
    fragmentId: 'f',
    enabled,
    options: { targetStationId: null },
    assets: statuses.map((status, index) => ({
      id: String(index),
      type: 'MEDIA' as const,
      status,
      targetUri: null,
      error: null,
    })),
  });

  it('goes on while enabled and assets are missing or in progress', () => {
    expect(deliveryPending(null)).toBe(false);
    expect(deliveryPending(delivery(false, []))).toBe(false);
    expect(deliveryPending(delivery(true, []))).toBe(true);
    expect(deliveryPending(delivery(true, ['COMPLETED', 'IN_PROGRESS']))).toBe(true);
    expect(deliveryPending(delivery(true, ['COMPLETED', 'FAILED']))).toBe(false);
  });
});

describe('the list range (default the last month, never after today)', () => {
  const TZ = 'America/Argentina/Buenos_Aires';
  const NOW = Date.parse('2026-03-31T12:00:00Z');

  it('goes back one calendar month, to the month end when shorter', () => {
    expect(monthBefore('2026-03-31')).toBe('2026-02-28');
    expect(monthBefore('2026-01-15')).toBe('2025-12-15');
  });

  it('fills what the address leaves out and keeps days after today out', () => {
    expect(resolveFragmentsRange({}, TZ, NOW)).toEqual({ from: '2026-02-28', to: '2026-03-31' });
    expect(resolveFragmentsRange({ to: '2026-03-10' }, TZ, NOW)).toEqual({ from: '2026-02-10', to: '2026-03-10' });
    expect(resolveFragmentsRange({ from: '2026-05-01' }, TZ, NOW)).toEqual({ from: '2026-03-31', to: '2026-03-31' });
    expect(resolveFragmentsRange({ from: '2026-03-20', to: '2026-03-01' }, TZ, NOW)).toEqual({
      from: '2026-03-01',
      to: '2026-03-20',
    });
  });

  it('reads only well-formed list addresses', () => {
    expect(readSearch({ page: 2, pageSize: 20, from: '2026-03-01', to: 'soon', q: '  news ' })).toEqual({
      page: 2,
      pageSize: 20,
      from: '2026-03-01',
      q: 'news',
    });
    expect(readSearch({ page: 0, pageSize: 7 })).toEqual({ page: 1, pageSize: 50 });
  });
});

describe('fragment texts', () => {
  it('writes durations as h:mm:ss and shortens titles to 30 characters', () => {
    expect(formatDuration(59_400)).toBe('0:59');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
    expect(shortTitle('x'.repeat(30))).toBe('x'.repeat(30));
    expect(shortTitle('x'.repeat(31))).toBe(`${'x'.repeat(29)}…`);
  });

  it('requires a title and trims what the edit sends', () => {
    expect(validateFragmentEdit({ title: ' ', description: '', tags: [] })).toEqual({ title: 'required' });
    expect(fragmentEditBody({ title: ' News ', description: ' ', tags: [' a ', '', 'b'] })).toEqual({
      title: 'News',
      description: null,
      tags: ['a', 'b'],
    });
  });
});
