import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

type Props = {
  /** The row's edit page; leave out to hide the edit action (e.g. the user lacks its operation). */
  editTo?: string;
  /** e.g. "Edit City": the icon button's accessible name and tooltip. */
  editLabel: string;
  /** Opens the delete confirmation; leave out to hide the delete action. */
  onDelete?: () => void;
  deleteLabel: string;
  /** Further row actions, shown between edit and delete (e.g. a user's Reset Password). */
  children?: ReactNode;
};

/** The edit and delete icon buttons of a list row (spec §2 "Action" column). */
export function RowActions({ editTo, editLabel, onDelete, deleteLabel, children }: Props) {
  return (
    <Stack direction="row" spacing={0.5}>
      {editTo && (
        <Tooltip title={editLabel}>
          <IconButton component={RouterLink} to={editTo} aria-label={editLabel} size="small">
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {children}
      {onDelete && (
        <Tooltip title={deleteLabel}>
          <IconButton onClick={onDelete} aria-label={deleteLabel} size="small" color="error">
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
