/**
 * The URL queries of the social export screens: the OAuth callback's way back to a platform's
 * screen (`?connected=STATION` or `?error=MESSAGE`, spec 02 section 7), and the page of the
 * latest videos sent.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '@antena/contract';
import { definedOnly, integerParam, oneOfParam, scalarTextParam, type SearchInput } from '../../lib/search-params';

export interface PlatformNoticeSearch {
  /** The station the server just connected. */
  connected?: string;
  /** Why connecting failed, in the server's words. */
  error?: string;
}

export function platformNoticeSearch(search: SearchInput<PlatformNoticeSearch>): PlatformNoticeSearch {
  return definedOnly({ connected: scalarTextParam(search.connected), error: scalarTextParam(search.error) });
}

export interface UploadsSearch {
  page: number;
  pageSize: PageSize;
}

export function uploadsSearch(search: SearchInput<UploadsSearch>): UploadsSearch {
  return {
    page: integerParam(search.page, 1) ?? 1,
    pageSize: oneOfParam(search.pageSize, PAGE_SIZES) ?? DEFAULT_PAGE_SIZE,
  };
}

export const DEFAULT_UPLOADS_SEARCH = { page: 1, pageSize: DEFAULT_PAGE_SIZE } as const;
