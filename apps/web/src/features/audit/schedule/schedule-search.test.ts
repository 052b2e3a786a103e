import { describe, expect, it } from 'vitest';
import {
  customIdList,
  scheduleListSearch as listSearch,
  scheduleStatusSearch as statusSearch,
} from './schedule-search';

// What the router hands the readers: any JSON the address holds.
const scheduleListSearch = (search: Record<string, unknown>) => listSearch(search as never);
const scheduleStatusSearch = (search: Record<string, unknown>) => statusSearch(search as never);

describe('schedule URL queries', () => {
  it('reads a hand-edited address as the closest real view', () => {
    expect(
      scheduleListSearch({
        page: 0,
        pageSize: 7,
        sort: 'score',
        from: '10/03/2026',
        to: '2026-03-10',
        customId: ' , ',
      }),
    ).toEqual({ page: 1, pageSize: 50, sort: '-datetime', to: '2026-03-10' });
    expect(scheduleListSearch({ page: 3, pageSize: 100, sort: 'customId' })).toEqual({
      page: 3,
      pageSize: 100,
      sort: 'customId',
    });
  });

  it('keeps custom ids as the comma list the API takes, trimmed and without repeats or empties', () => {
    expect(scheduleStatusSearch({ customId: ' A, B,,A ' })).toEqual({ customId: 'A,B' });
    expect(customIdList('A,B, C')).toEqual(['A', 'B', 'C']);
    expect(customIdList(undefined)).toEqual([]);
  });
});
