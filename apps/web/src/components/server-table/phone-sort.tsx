import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ListState, SortOrder } from './use-list-params';

type Props = { columns: { id: string; label: string }[]; state: ListState };

const DEFAULT = 'default';

/**
 * A phone's list has no header row to click: the sortable columns are offered here instead, each ascending or
 * descending, with the same URL state as the header (shown below 600 px only).
 */
export function PhoneSort({ columns, state }: Props) {
  const value = state.sortBy && state.order ? `${state.sortBy}:${state.order}` : DEFAULT;
  const choose = (next: string) => {
    if (next === DEFAULT) return state.setSort(null, null);
    const cut = next.lastIndexOf(':');
    state.setSort(next.slice(0, cut), next.slice(cut + 1) as SortOrder);
  };
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={value}
      onChange={(event) => choose(event.target.value)}
      sx={{ display: { xs: 'flex', sm: 'none' }, '& .MuiInputBase-root': { minHeight: 44 } }}
    >
      <MenuItem value={DEFAULT}>Default order</MenuItem>
      {columns.flatMap((column) => [
        <MenuItem key={`${column.id}:asc`} value={`${column.id}:asc`}>
          {column.label}, ascending
        </MenuItem>,
        <MenuItem key={`${column.id}:desc`} value={`${column.id}:desc`}>
          {column.label}, descending
        </MenuItem>,
      ])}
    </TextField>
  );
}
