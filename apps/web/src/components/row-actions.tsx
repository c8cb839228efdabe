import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

/** A row button's accessible name: the action and the row it acts on, e.g. "Edit City Oslo". */
export const rowActionLabel = (label: string, name?: string) => (name ? `${label} ${name}` : label);

type Props = {
  /** The row's edit page; leave out to hide the edit action (e.g. the user lacks its operation). */
  editTo?: string;
  /** e.g. "Edit City": the tooltip, and with `name` the icon button's accessible name. */
  editLabel: string;
  /** Opens the delete confirmation; leave out to hide the delete action. */
  onDelete?: () => void;
  deleteLabel: string;
  /**
   * The row's name (e.g. "Oslo"): the buttons are named "Edit City Oslo" and "Delete City Oslo", so a screen
   * reader's list of buttons says which row each acts on.
   */
  name?: string;
  /** Further row actions, shown between edit and delete (e.g. a user's Reset Password). */
  children?: ReactNode;
};

/** The edit and delete icon buttons of a list row (spec §2 "Action" column). */
export function RowActions({ editTo, editLabel, onDelete, deleteLabel, name, children }: Props) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'nowrap' }}>
      {editTo && (
        <Tooltip title={editLabel}>
          <IconButton component={RouterLink} to={editTo} aria-label={rowActionLabel(editLabel, name)} size="small">
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {children}
      {onDelete && (
        <Tooltip title={deleteLabel}>
          <IconButton onClick={onDelete} aria-label={rowActionLabel(deleteLabel, name)} size="small" color="error">
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
