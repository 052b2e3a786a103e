/**
 * The URL queries of the schedule screens (issue 16): the schedule list's page, page size, sort,
 * day range (station clock, today when absent) and custom ids; the schedule status' range and
 * custom ids. Custom ids travel as the API's comma list (`customId=A,B`), readable in the address.
 * Plain readers (lib/search-params), no zod.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize, type schedulesQuerySchema } from '@antena/contract';
import type { z } from 'zod';
import { definedOnly, integerParam, oneOfParam, textParam, type SearchInput } from '../../../lib/search-params';

/** spec 03 section 2: the schedule's category tabs and their paths. */
export const SCHEDULE_CATEGORIES = ['spot', 'pnt', 'pnt-index'] as const;
export type ScheduleCategory = (typeof SCHEDULE_CATEGORIES)[number];

export const isScheduleCategory = (value: string): value is ScheduleCategory =>
  (SCHEDULE_CATEGORIES as readonly string[]).includes(value);

export type ScheduleSort = NonNullable<z.input<typeof schedulesQuerySchema>['sort']>;
const SCHEDULE_SORTS = ['datetime', '-datetime', 'customId', '-customId'] as const satisfies readonly ScheduleSort[];

interface RangeSearch {
  /** First day shown, on the station's clock. */
  from?: string;
  /** Last day shown (inclusive), on the station's clock. */
  to?: string;
  /** Custom ids, comma separated. */
  customId?: string;
}

export interface ScheduleListSearch extends RangeSearch {
  page: number;
  pageSize: PageSize;
  sort: ScheduleSort;
}

export type ScheduleStatusSearch = RangeSearch;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayParam = (value: unknown) => {
  const day = textParam(value);
  return day && DAY.test(day) ? day : undefined;
};

/** The custom ids of a comma list, trimmed, empties and repeats dropped. */
export const customIdList = (value: string | undefined): string[] => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  ),
];

const customIdParam = (value: unknown) => customIdList(textParam(value)).join(',') || undefined;

const rangeSearch = (search: SearchInput<RangeSearch>): RangeSearch => ({
  from: dayParam(search.from),
  to: dayParam(search.to),
  customId: customIdParam(search.customId),
});

export function scheduleListSearch(search: SearchInput<ScheduleListSearch>): ScheduleListSearch {
  return definedOnly({
    ...rangeSearch(search),
    page: integerParam(search.page, 1) ?? 1,
    pageSize: oneOfParam(search.pageSize, PAGE_SIZES) ?? DEFAULT_PAGE_SIZE,
    sort: oneOfParam(search.sort, SCHEDULE_SORTS) ?? '-datetime',
  });
}

export function scheduleStatusSearch(search: SearchInput<ScheduleStatusSearch>): ScheduleStatusSearch {
  return definedOnly(rangeSearch(search));
}

/** Kept out of the URL, so a plain address is the default view (spec 03 section 9: datetime descending). */
export const DEFAULT_SCHEDULE_LIST_SEARCH = { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: '-datetime' } as const;
