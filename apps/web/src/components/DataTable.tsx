/**
 * The one table of lists (spec 01 section 9: page sizes 20, 50 or 100, default 50): columns,
 * sorting by a column's header, pages with a page-size choice, and the loading, failed and empty
 * states. A list the API answers whole is paged here; a list the API pages (users) passes
 * `paging` and shows what the server answered, and one the API sorts (the audit lists) passes
 * `serverSort`.
 */
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { Group, Pagination, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '@antena/contract';
import { PageSizeSelect } from './PageSizeSelect';
import { ErrorState, LoadError, LoadingState } from './QueryState';

export interface DataTableColumn<T> {
  id: string;
  header: string;
  /** The header is read by screen readers only (an actions column). */
  hideHeader?: boolean;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => string | number | null | undefined;
  /** Makes the column sortable by the server (with `serverSort`: the column's id is what it sorts by). */
  serverSortable?: boolean;
  align?: 'left' | 'right';
  width?: number | string;
}

export interface ServerPaging {
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
}

/** A list the API sorts: the table shows the order it answered and asks for another on a header click. */
export interface ServerSort {
  column: string;
  direction: SortDirection;
  onSortChange: (column: string, direction: SortDirection) => void;
}

export interface DataTableProps<T> {
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** Undefined while loading. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  loadingLabel: string;
  /**
   * The load failed: its title and a retry. With the query's `error`, the shared load-failure
   * state says whether the server was unreachable or the list is gone.
   */
  failed?: { title: string; message?: ReactNode; onRetry?: () => void; error?: unknown } | null;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  paging?: ServerPaging;
  serverSort?: ServerSort;
  defaultSort?: { column: string; direction: SortDirection };
  /** The count under the table, in the list's words ('51 users'); 'n rows' otherwise. */
  totalLabel?: (count: number) => string;
  minWidth?: number;
  /** A row's details, shown in a full-width row under it (an expanded row); null when folded. */
  rowDetail?: (row: T) => ReactNode;
  /** The rows are a previous page's while the next one loads: dimmed and marked busy. */
  busy?: boolean;
  /** A row's background, to highlight it (the GIP report's off-tolerance rows). */
  rowColor?: (row: T) => string | undefined;
}

export type SortDirection = 'asc' | 'desc';

/** The id of a row's details row, for the `aria-controls` of the button that shows them. */
export const rowDetailId = (key: string) => `row-detail-${key}`;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
function compare(a: string | number | null | undefined, b: string | number | null | undefined): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, rows, rowKey, loadingLabel, failed, empty, paging, serverSort, minWidth = 640 } = props;
  const { t } = useTranslation('common');
  const [ownSort, setOwnSort] = useState(props.defaultSort ?? null);
  const sort = serverSort ?? ownSort;
  const [ownPage, setOwnPage] = useState(1);
  const [ownPageSize, setOwnPageSize] = useState<number>(DEFAULT_PAGE_SIZE);

  const sorted = useMemo(() => {
    const column = sort ? columns.find((candidate) => candidate.id === sort.column) : undefined;
    if (!rows || !sort || !column?.sortValue || serverSort) return rows ?? [];
    const value = column.sortValue;
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => factor * compare(value(a), value(b)));
  }, [rows, sort, columns, serverSort]);

  const pageSize = paging?.pageSize ?? ownPageSize;
  const totalCount = paging?.totalCount ?? sorted.length;
  const pagesCount = Math.max(1, Math.ceil(totalCount / pageSize));
  // A shrinking list (a filter, a deletion) must not leave the user on a page that no longer exists.
  const page = paging?.page ?? Math.min(ownPage, pagesCount);
  const shown = paging ? sorted : sorted.slice((page - 1) * pageSize, page * pageSize);
  const setPage = paging?.onPageChange ?? setOwnPage;
  const setPageSize = (size: PageSize) => {
    if (paging) paging.onPageSizeChange(size);
    else {
      setOwnPageSize(size);
      setOwnPage(1);
    }
  };

  if (failed?.error !== undefined)
    return <LoadError error={failed.error} title={failed.title} onRetry={failed.onRetry ?? (() => {})} />;
  if (failed) return <ErrorState title={failed.title} message={failed.message} onRetry={failed.onRetry} />;
  if (!rows) return <LoadingState label={loadingLabel} />;
  if (rows.length === 0 && totalCount === 0) return <>{empty}</>;

  const toggleSort = (column: string) => {
    const direction: SortDirection = sort?.column === column && sort.direction === 'asc' ? 'desc' : 'asc';
    if (serverSort) serverSort.onSortChange(column, direction);
    else setOwnSort({ column, direction });
  };

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table
          striped
          highlightOnHover
          stickyHeader
          verticalSpacing="xs"
          aria-label={label}
          aria-busy={props.busy || undefined}
          style={props.busy ? { opacity: 0.6 } : undefined}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const direction = sort?.column === column.id ? sort.direction : null;
                return (
                  <Table.Th
                    key={column.id}
                    ta={column.align}
                    w={column.width}
                    aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {column.hideHeader ? (
                      <VisuallyHidden>{column.header}</VisuallyHidden>
                    ) : column.sortValue || (serverSort && column.serverSortable) ? (
                      <UnstyledButton onClick={() => toggleSort(column.id)} fw={700} fz="sm">
                        <Group gap={4} wrap="nowrap" justify={column.align === 'right' ? 'flex-end' : undefined}>
                          {column.header}
                          {direction === 'asc' ? (
                            <IconSortAscending size={14} aria-hidden />
                          ) : direction === 'desc' ? (
                            <IconSortDescending size={14} aria-hidden />
                          ) : (
                            <IconArrowsSort size={14} aria-hidden opacity={0.4} />
                          )}
                        </Group>
                      </UnstyledButton>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => {
              const detail = props.rowDetail?.(row);
              return (
                <Fragment key={rowKey(row)}>
                  <Table.Tr bg={props.rowColor?.(row)}>
                    {columns.map((column) => (
                      <Table.Td key={column.id} ta={column.align}>
                        {column.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                  {detail != null && detail !== false && (
                    <Table.Tr id={rowDetailId(rowKey(row))}>
                      <Table.Td colSpan={columns.length}>{detail}</Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {props.totalLabel?.(totalCount) ?? t('table.total', { count: totalCount })}
          </Text>
          {totalCount > PAGE_SIZES[0] && <PageSizeSelect value={pageSize} onChange={setPageSize} />}
        </Group>
        {pagesCount > 1 && (
          <Pagination
            total={pagesCount}
            value={page}
            onChange={setPage}
            aria-label={t('table.pages')}
            getControlProps={(control) => ({ 'aria-label': t(`table.page.${control}`) })}
          />
        )}
      </Group>
    </Stack>
  );
}
