/**
 * Client-side pages for lists the API answers whole (stations, groups, permission rows), so a
 * long list stays a dense table with pagination rather than one endless page.
 */
import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@antena/contract';

export function useClientPages<T>(rows: readonly T[], pageSize: number = DEFAULT_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const pagesCount = Math.max(1, Math.ceil(rows.length / pageSize));
  // A shrinking list (a filter, a deletion) must not leave the user on a page that no longer exists.
  const current = Math.min(page, pagesCount);
  const pageRows = useMemo(() => rows.slice((current - 1) * pageSize, current * pageSize), [rows, current, pageSize]);
  return { page: current, setPage, pagesCount, pageRows };
}
