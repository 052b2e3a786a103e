/** The contents list's URL query (spec 03 section 7: GET /contents pages by `page` and `limit`). */
import { CONTENTS_PAGE_SIZE, PAGE_SIZES, type PageSize } from '@antena/contract';
import { integerParam, oneOfParam, type SearchInput } from '../../lib/search-params';

export interface ContentsSearch {
  page: number;
  limit: PageSize;
}

export const DEFAULT_CONTENTS_SEARCH = { page: 1, limit: CONTENTS_PAGE_SIZE as PageSize } as const;

export function contentsSearch(search: SearchInput<ContentsSearch>): ContentsSearch {
  return {
    page: integerParam(search.page, 1) ?? 1,
    limit: oneOfParam(search.limit, PAGE_SIZES) ?? DEFAULT_CONTENTS_SEARCH.limit,
  };
}
