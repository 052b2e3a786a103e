import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderScreen } from '../test/app-kit';
import { DataTable, type DataTableColumn } from './DataTable';

interface Row {
  id: string;
  name: string;
  count: number;
}
const rows: Row[] = Array.from({ length: 120 }, (_, i) => ({
  id: `r${i}`,
  name: `Station ${i + 1}`,
  count: (i * 7) % 13,
}));
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
  { id: 'count', header: 'Count', cell: (row) => row.count, sortValue: (row) => row.count, align: 'right' },
];
const names = () =>
  within(screen.getByRole('table', { name: 'Stations' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

function show(data: Row[] | undefined, extra: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return renderScreen(
    <DataTable
      label="Stations"
      columns={columns}
      rows={data}
      rowKey={(row) => row.id}
      loadingLabel="Loading stations"
      empty={<p>No stations found</p>}
      {...extra}
    />,
  );
}

describe('DataTable', () => {
  it('pages a whole list 50 rows at a time, with 20 and 100 on offer', async () => {
    show(rows);
    await screen.findByRole('table', { name: 'Stations' });
    expect(names()).toHaveLength(50);
    expect(screen.getByText('120 rows')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '20 per page',
      '50 per page',
      '100 per page',
    ]);
    fireEvent.click(screen.getByRole('option', { name: '20 per page' }));
    expect(names()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(names()[0]).toBe('Station 21');
  });

  it('leaves a server-sorted list in the order it came and asks for the next sort', async () => {
    const onSortChange = vi.fn();
    const serverColumns: DataTableColumn<Row>[] = [
      { id: 'name', header: 'Name', cell: (row) => row.name, serverSortable: true },
      { id: 'count', header: 'Count', cell: (row) => row.count },
    ];
    show(rows.slice(0, 3).reverse(), {
      columns: serverColumns,
      serverSort: { column: 'name', direction: 'asc', onSortChange },
    });
    const header = await screen.findByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Station 3', 'Station 2', 'Station 1']);
    expect(within(screen.getByRole('columnheader', { name: 'Count' })).queryByRole('button')).toBeNull();
    fireEvent.click(within(header).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith('name', 'desc');
    expect(names()).toEqual(['Station 3', 'Station 2', 'Station 1']);
  });

  it('sorts by a header, ascending then descending, in natural order', async () => {
    show(rows.slice(0, 12));
    const header = await screen.findByRole('columnheader', { name: /Name/ });
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(names().slice(0, 3)).toEqual(['Station 1', 'Station 2', 'Station 3']);
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(names()[0]).toBe('Station 12');
  });

  it('shows the loading, failed and empty states instead of the table', async () => {
    const onRetry = vi.fn();
    const { unmount } = show(undefined);
    expect(await screen.findByText('Loading stations')).toBeTruthy();
    unmount();
    const failed = show(undefined, { failed: { title: 'Could not load the stations', onRetry } });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    failed.unmount();
    show([]);
    expect(await screen.findByText('No stations found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
