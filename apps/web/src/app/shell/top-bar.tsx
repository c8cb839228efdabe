import { Link as RouterLink } from 'react-router';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { saveThemeMode, useThemeMode, useUser } from '../../lib/session';

type Props = {
  /** Given below md, where the side menu is a temporary drawer: shows the menu button. */
  onOpenMenu?: () => void;
  menuOpen: boolean;
  onSignOut: () => void;
};

/**
 * spec §2: the top bar with the theme toggle, the profile link (first name) and Logout. On a phone it fits in
 * 390 px: Logout is an icon button (still named Logout) and a long first name is cut with an ellipsis.
 */
export function TopBar({ onOpenMenu, menuOpen, onSignOut }: Props) {
  const mode = useThemeMode();
  const user = useUser();
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });

  return (
    // Over the permanent drawer (which starts below it); under the temporary one, which covers the page.
    <AppBar position="fixed" enableColorOnDark sx={{ zIndex: (theme) => (onOpenMenu ? theme.zIndex.appBar : theme.zIndex.drawer + 1) }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        {onOpenMenu && (
          <IconButton color="inherit" edge="start" aria-label="Open menu" aria-expanded={menuOpen} onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography variant="h6" component="div" fontWeight={700} noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          GlassDesk
        </Typography>
        <Tooltip title="Toggle light/dark theme">
          <IconButton color="inherit" aria-label="Toggle light/dark theme" onClick={() => saveThemeMode(mode === 'dark' ? 'light' : 'dark')}>
            {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
          </IconButton>
        </Tooltip>
        <Button color="inherit" component={RouterLink} to="/dashboard/profile" startIcon={<AccountCircleIcon />} sx={{ minWidth: 0, flexShrink: 1 }}>
          <Box component="span" sx={{ maxWidth: { xs: 96, sm: 200 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {user?.first_name ?? 'Profile'}
          </Box>
        </Button>
        {compact ? (
          <Tooltip title="Logout">
            <IconButton color="inherit" edge="end" aria-label="Logout" onClick={onSignOut}>
              <LogoutIcon />
            </IconButton>
          </Tooltip>
        ) : (
          <Button color="inherit" onClick={onSignOut} startIcon={<LogoutIcon />}>
            Logout
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
