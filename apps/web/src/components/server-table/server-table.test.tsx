import { describe, expect, it } from 'vitest';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListResult } from '@glassdesk/shared';
import { renderAt } from '../../test/render';
import { ServerTable, type Column } from './server-table';
import { useListParams } from './use-list-params';

type Row = { id: number; name: string };
const columns: Column<Row>[] = [
  { id: 'name', label: 'Name', sortable: true, render: (row) => row.name },
  { id: 'action', label: 'Action', render: () => 'edit' },
];

/** A page as features write it: list params from the URL, a query result, the table. */
function Page({ data }: { data: ListResult<Row> }) {
  const { query } = useListParams();
  return (
    <>
      <output data-testid="query">{JSON.stringify(query)}</output>
      <ServerTable label="Things" columns={columns} query={{ data, isFetching: false }} rowKey={(row) => row.id} />
    </>
  );
}

const page = (names: string[], count: number) => ({ list: names.map((name, i) => ({ id: i + 1, name })), count });
const currentQuery = () => JSON.parse(screen.getByTestId('query').textContent ?? '{}');

describe('ServerTable', () => {
  it('numbers the rows from the page start', () => {
    renderAt(<Page data={page(['Oslo', 'Rome'], 32)} />, '/things?page=3&size=10');
    const rows = within(screen.getByRole('table', { name: 'Things' })).getAllByRole('row');
    expect(rows[1].textContent).toBe('21Osloedit');
    expect(rows[2].textContent).toBe('22Romeedit');
    expect(currentQuery()).toMatchObject({ start: 20, limit: 10, sort_by: 'all', order: 'all', search: 'all' });
  });

  it('a sort click puts sort_by and order in the URL, a second click reverses it', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<Page data={page(['Oslo'], 1)} />, '/things?page=2');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    let params = new URLSearchParams(router.state.location.search);
    expect(params.get('sort_by')).toBe('name');
    expect(params.get('order')).toBe('asc');
    expect(params.get('page')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Name' }));
    params = new URLSearchParams(router.state.location.search);
    expect(params.get('order')).toBe('desc');
    expect(currentQuery()).toMatchObject({ sort_by: 'name', order: 'desc' });
  });

  it('offers 10, 20, 50, 100 and 200 rows per page, 10 by default', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<Page data={page(['Oslo'], 300)} />, '/things');
    expect(currentQuery().limit).toBe(10);
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10', '20', '50', '100', '200']);
    await user.click(options[2]);
    expect(new URLSearchParams(router.state.location.search).get('size')).toBe('50');
    expect(currentQuery().limit).toBe(50);
  });

  it('searches after typing pauses, from the first page', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<Page data={page(['Oslo'], 40)} />, '/things?page=2');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'os');
    await waitFor(() => expect(currentQuery().search).toBe('os'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
  });

  it('leaves an empty truncated value empty, so a phone card drops its line; a full one keeps its text', () => {
    const cols: Column<Row>[] = [
      { id: 'name', label: 'Name', render: (row) => row.name },
      { id: 'note', label: 'Note', truncate: '20ch', render: (row) => (row.id === 1 ? '' : 'a note') },
    ];
    renderAt(<ServerTable label="Notes" columns={cols} query={{ data: page(['Oslo', 'Rome'], 2), isFetching: false }} rowKey={(row) => row.id} />, '/notes');
    const cells = screen.getAllByRole('cell').filter((cell) => cell.getAttribute('data-label') === 'Note');
    expect(cells[0].querySelector('.gd-value')?.innerHTML).toBe('');
    expect(cells[1].textContent).toBe('a note');
  });

  it('shows an empty state', () => {
    renderAt(<Page data={page([], 0)} />, '/things');
    expect(screen.getByText('No records found.')).toBeTruthy();
  });

  it('lets a long single word wrap inside its cell, so the Action column stays in the table', () => {
    const long = 'L'.repeat(120);
    renderAt(<Page data={page([long], 1)} />, '/things');
    const content = screen.getByText(long);
    expect(content.closest('td')).toBeTruthy();
    // break-word caps the long word at 32 characters without shrinking columns below their ordinary words.
    expect(getComputedStyle(content).overflowWrap).toBe('break-word');
    expect(getComputedStyle(content).maxWidth).toBe('32ch');
  });
});

/** A list page on a real TanStack query whose answers the test releases one by one (a slow API). */
type Pending = { start: number; resolve: (result: ListResult<Row>) => void };
function SlowPage({ pending }: { pending: Pending[] }) {
  const { query } = useListParams();
  const result = useQuery({
    queryKey: ['things', query],
    queryFn: () => new Promise<ListResult<Row>>((resolve) => pending.push({ start: query.start, resolve })),
    placeholderData: keepPreviousData,
  });
  return <ServerTable label="Things" columns={columns} query={result} rowKey={(row) => row.id} />;
}
const pageAt = (start: number, count: number) => ({
  list: Array.from({ length: Math.min(10, count - start) }, (_, i) => ({ id: start + i + 1, name: `Thing ${start + i + 1}` })),
  count,
});
const table = () => screen.getByRole('table', { name: 'Things' });
const firstRow = () => within(table()).getAllByRole('row')[1];
const footer = () => screen.getByText(/of \d+$/);

describe('ServerTable while the API is slow', () => {
  it('shows skeleton rows, no "0-0 of 0" and aria-busy until the first answer', async () => {
    const pending: Pending[] = [];
    renderAt(<SlowPage pending={pending} />, '/things');
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(table().getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.queryByText('No records found.')).toBeNull();
    expect(screen.queryByText(/0–0 of 0/)).toBeNull();

    await act(async () => pending[0].resolve(pageAt(0, 25)));
    await waitFor(() => expect(table().getAttribute('aria-busy')).toBe('false'));
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
    expect(firstRow().textContent).toBe('1Thing 1edit');
    expect(footer().textContent).toBe('1–10 of 25');
  });

  it('keeps the row numbers and the footer of the rows shown until the next page arrives, with those rows dimmed', async () => {
    const user = userEvent.setup();
    const pending: Pending[] = [];
    renderAt(<SlowPage pending={pending} />, '/things');
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0].resolve(pageAt(0, 25)));
    await waitFor(() => expect(footer().textContent).toBe('1–10 of 25'));

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(pending).toHaveLength(2));
    // Page 2 is asked for; page 1's rows are still on screen, so are their numbers and footer.
    expect(pending[1].start).toBe(10);
    expect(table().getAttribute('aria-busy')).toBe('true');
    expect(firstRow().textContent).toBe('1Thing 1edit');
    expect(footer().textContent).toBe('1–10 of 25');
    const body = within(table()).getAllByRole('rowgroup')[1];
    expect(getComputedStyle(body).opacity).toBe('0.5');

    await act(async () => pending[1].resolve(pageAt(10, 25)));
    await waitFor(() => expect(firstRow().textContent).toBe('11Thing 11edit'));
    expect(footer().textContent).toBe('11–20 of 25');
    expect(table().getAttribute('aria-busy')).toBe('false');
    expect(getComputedStyle(body).opacity).toBe('1');
  });
});
