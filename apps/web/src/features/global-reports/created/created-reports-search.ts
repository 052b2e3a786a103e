/**
 * The created reports list's address: `page` (from 1, as the pagination reads; the API counts
 * from 0), `pageSize` (50 by spec 03 section 9, or the app's other list sizes) and `others`
 * (the 'Show other users' reports' checkbox). For the route's `validateSearch`; anything
 * unreadable opens the list with its defaults.
 */
import { CREATED_REPORTS_PAGE_SIZE, PAGE_SIZES, type PageSize } from '@antena/contract';
import { booleanParam, integerParam, oneOfParam, type SearchInput } from '../../../lib/search-params';

export interface CreatedReportsSearch {
  page: number;
  pageSize: PageSize;
  others: boolean;
}

export const createdReportsSearch = (search: SearchInput<CreatedReportsSearch>): CreatedReportsSearch => ({
  page: integerParam(search.page, 1) ?? 1,
  pageSize: oneOfParam(search.pageSize, PAGE_SIZES) ?? (CREATED_REPORTS_PAGE_SIZE as PageSize),
  others: booleanParam(search.others) ?? false,
});
