import { useId, useState } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import NotificationsIcon from '@mui/icons-material/NotificationsActive';
import PaidIcon from '@mui/icons-material/Paid';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';

type Props = {
  /** The customer's name: the button is "More actions for Ann Lee". */
  name: string;
  /** Each left out hides its item (the user lacks the operation). */
  onNotify?: () => void;
  onSetCost?: () => void;
  onCostHistory?: () => void;
};

/**
 * A customer row's less frequent actions (send notification, set cost, cost history) behind one button, so the
 * list's ten columns fit a 1280 px screen. The menu is keyboard driven (arrows, Enter, Escape).
 */
export function CustomerActionsMenu({ name, onNotify, onSetCost, onCostHistory }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const label = `More actions for ${name}`;
  const items = [
    { label: 'Send Notification', icon: <NotificationsIcon fontSize="small" />, run: onNotify },
    { label: 'Set Cost', icon: <PaidIcon fontSize="small" />, run: onSetCost },
    { label: 'Cost History', icon: <HistoryIcon fontSize="small" />, run: onCostHistory },
  ].filter((item) => item.run);
  if (items.length === 0) return null;

  return (
    <>
      <Tooltip title="More actions">
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          size="small"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': label } }}>
        {items.map((item) => (
          <MenuItem
            key={item.label}
            onClick={() => {
              setAnchor(null);
              item.run?.();
            }}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
