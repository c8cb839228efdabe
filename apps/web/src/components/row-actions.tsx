import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

/** A row button's accessible name: the action and the row it acts on, e.g. "Edit City Oslo". */
export const rowActionLabel = (label: string, name?: string) => (name ? `${label} ${name}` : label);

type RowButtonProps = {
  /** e.g. "Restore Customer": the tooltip, and with `name` the button's accessible name. */
  label: string;
  name?: string;
  icon: ReactNode;
  /** A link to this address, or a button calling `onClick`. */
  to?: string;
  onClick?: () => void;
  color?: IconButtonProps['color'];
  /** The tooltip when it is not the label. */
  tooltip?: string;
};

/** One icon button of a list row, named after its action and its row. */
export function RowButton({ label, name, icon, to, onClick, color, tooltip = label }: RowButtonProps) {
  const ariaLabel = rowActionLabel(label, name);
  return (
    <Tooltip title={tooltip}>
      {to ? (
        <IconButton component={RouterLink} to={to} aria-label={ariaLabel} size="small" color={color}>
          {icon}
        </IconButton>
      ) : (
        <IconButton onClick={onClick} aria-label={ariaLabel} size="small" color={color}>
          {icon}
        </IconButton>
      )}
    </Tooltip>
  );
}

/** The buttons of a row, side by side. */
export const RowButtons = ({ children }: { children: ReactNode }) => (
  <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'nowrap' }}>
    {children}
  </Stack>
);

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
    <RowButtons>
      {editTo && <RowButton label={editLabel} name={name} to={editTo} icon={<EditIcon fontSize="small" />} />}
      {children}
      {onDelete && <RowButton label={deleteLabel} name={name} onClick={onDelete} color="error" icon={<DeleteIcon fontSize="small" />} />}
    </RowButtons>
  );
}
