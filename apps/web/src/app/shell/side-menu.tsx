import { Link as RouterLink, useLocation } from 'react-router';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { DRAWER_WIDTH } from '@glassdesk/shared';
import { useMenu, useOperations } from '../../lib/session';
import { MENU_GROUPS, entryHref, isActive, visibleEntries, type MenuEntry } from './menu-entries';

function EntryLink({ entry, pathname }: { entry: MenuEntry; pathname: string }) {
  const active = isActive(entry, pathname);
  const Icon = entry.icon;
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={entryHref(entry)} selected={active} aria-current={active ? 'page' : undefined}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={entry.label} />
      </ListItemButton>
    </ListItem>
  );
}

type Props = {
  /** 'permanent' from md up; 'temporary' below, opened by the top bar's menu button. */
  variant: 'permanent' | 'temporary';
  open: boolean;
  onClose: () => void;
};

/** spec §2: the 240 px side drawer; a group with no visible entry is not shown. */
export function SideMenu({ variant, open, onClose }: Props) {
  const { pathname } = useLocation();
  const entries = visibleEntries(useOperations(), useMenu());
  const topLevel = entries.filter((entry) => entry.group === null);
  const temporary = variant === 'temporary';

  return (
    <Drawer variant={variant} open={temporary ? open : true} onClose={onClose} sx={temporary ? undefined : { width: DRAWER_WIDTH, flexShrink: 0 }}>
      {temporary ? (
        // The temporary drawer covers the top bar: it carries the product name and its own close button.
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <Typography variant="h6" component="p" fontWeight={700}>
            GlassDesk
          </Typography>
          <IconButton edge="end" aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      ) : (
        <Toolbar />
      )}
      <Box component="nav" aria-label="Main menu" sx={{ overflowY: 'auto', pb: 2 }}>
        <List dense>
          {topLevel.map((entry) => (
            <EntryLink key={entry.label} entry={entry} pathname={pathname} />
          ))}
        </List>
        {MENU_GROUPS.map((group) => {
          const inGroup = entries.filter((entry) => entry.group === group);
          if (inGroup.length === 0) return null;
          const headingId = `menu-group-${group.toLowerCase()}`;
          return (
            <Box key={group}>
              <ListSubheader component="div" id={headingId}>
                {group}
              </ListSubheader>
              <List dense disablePadding aria-labelledby={headingId}>
                {inGroup.map((entry) => (
                  <EntryLink key={entry.label} entry={entry} pathname={pathname} />
                ))}
              </List>
            </Box>
          );
        })}
      </Box>
    </Drawer>
  );
}
