import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../test/render';
import { RowActions } from './row-actions';
import { useDeleteConfirm } from './use-delete-confirm';

/** A list as the feature pages build it: rows with RowActions, the delete confirmation. */
function List({ remove }: { remove: (id: number) => Promise<unknown> }) {
  const [rows, setRows] = useState([
    { id: 1, name: 'Oslo' },
    { id: 2, name: 'Rome' },
  ]);
  const deletion = useDeleteConfirm({
    title: 'Delete City',
    text: 'Are you sure you want to delete the City ?',
    successMessage: 'Deleted successfully',
    remove: async (id) => {
      await remove(id);
      setRows((all) => all.filter((row) => row.id !== id));
    },
  });
  return (
    <>
      <h1>Cities</h1>
      <table aria-label="Cities" tabIndex={-1}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.name}</td>
              <td>
                <RowActions editLabel="Edit City" editTo={`/cities/${row.id}`} deleteLabel="Delete City" name={row.name} onDelete={() => deletion.ask(row.id)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {deletion.dialog}
    </>
  );
}

describe('row actions and the delete confirmation', () => {
  it('names each row button with its row', () => {
    renderAt(<List remove={vi.fn(async () => {})} />);
    expect(screen.getByRole('link', { name: 'Edit City Oslo' }).getAttribute('href')).toBe('/cities/1');
    expect(screen.getByRole('button', { name: 'Delete City Rome' })).toBeTruthy();
  });

  it('after a delete the focus goes to the table, not the page body', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(async () => {});
    renderAt(<List remove={remove} />);
    await user.click(screen.getByRole('button', { name: 'Delete City Rome' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete City' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).toHaveBeenCalledWith(2);
    expect(screen.queryByText('Rome')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('table', { name: 'Cities' })));
  });

  it("after Cancel the focus goes back to the row's delete button", async () => {
    const user = userEvent.setup();
    renderAt(<List remove={vi.fn(async () => {})} />);
    const button = screen.getByRole('button', { name: 'Delete City Oslo' });
    await user.click(button);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
