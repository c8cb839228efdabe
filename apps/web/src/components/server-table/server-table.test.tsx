import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
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

  it('shows an empty state', () => {
    renderAt(<Page data={page([], 0)} />, '/things');
    expect(screen.getByText('No records found.')).toBeTruthy();
  });
});
