/**
 * The URL query of a station's fragment list (spec 02 "Fragments"): page, page size, the
 * created-at day range on the station's clock ('YYYY-MM-DD'; the last month when absent) and
 * part of the title, so a filtered list survives a reload and can be linked to.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '@antena/contract';
import { definedOnly, integerParam, oneOfParam, textParam, type SearchInput } from '../../lib/search-params';

export interface FragmentsListSearch {
  page: number;
  pageSize: PageSize;
  /** First creation day shown, on the station's clock. */
  from?: string;
  /** Last creation day shown (inclusive), on the station's clock. */
  to?: string;
  /** Part of the title, any case. */
  q?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayParam = (value: unknown) => {
  const day = textParam(value);
  return day && DAY.test(day) ? day : undefined;
};

export function fragmentsListSearch(search: SearchInput<FragmentsListSearch>): FragmentsListSearch {
  const q = textParam(search.q)?.trim();
  return definedOnly({
    page: integerParam(search.page, 1) ?? 1,
    pageSize: oneOfParam(search.pageSize, PAGE_SIZES) ?? DEFAULT_PAGE_SIZE,
    from: dayParam(search.from),
    to: dayParam(search.to),
    q: q || undefined,
  });
}

/** Kept out of the URL, so a plain address is the default view. */
export const DEFAULT_FRAGMENTS_LIST_SEARCH = { page: 1, pageSize: DEFAULT_PAGE_SIZE } as const;
