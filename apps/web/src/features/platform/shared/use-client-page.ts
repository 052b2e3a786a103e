import { useMemo, useState } from 'react';

// spec 01 section 9: table pages default to 50 rows.
export const CLIENT_PAGE_SIZE = 50;

/**
 * One page of a list the API answers whole (clients, a client's stations). The page resets to
 * the first when the list shrinks below it, after a search for instance.
 */
export function useClientPage<T>(rows: readonly T[], pageSize = CLIENT_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pages);
  const pageRows = useMemo(() => rows.slice((current - 1) * pageSize, current * pageSize), [rows, current, pageSize]);
  return { page: current, pages, pageRows, setPage };
}
