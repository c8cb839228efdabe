import { Link as RouterLink, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { saveThemeMode, useThemeMode, useUser } from '../../lib/session';
import { logout } from '../../lib/session-api';

/** spec §2: the top bar with the theme toggle, the profile link (first name) and Logout. */
export function TopBar() {
  const mode = useThemeMode();
  const user = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = async () => {
    await logout();
    await navigate('/login', { replace: true });
    // Nothing of this user's data may remain for the next one.
    queryClient.clear();
  };

  return (
    <AppBar position="fixed" enableColorOnDark sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        <Typography variant="h6" component="div" fontWeight={700} sx={{ flexGrow: 1 }}>
          GlassDesk
        </Typography>
        <Tooltip title="Toggle light/dark theme">
          <IconButton
            color="inherit"
            aria-label="Toggle light/dark theme"
            onClick={() => saveThemeMode(mode === 'dark' ? 'light' : 'dark')}
          >
            {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
          </IconButton>
        </Tooltip>
        <Button color="inherit" component={RouterLink} to="/dashboard/profile" startIcon={<AccountCircleIcon />}>
          {user?.first_name ?? 'Profile'}
        </Button>
        <Button color="inherit" onClick={signOut} startIcon={<LogoutIcon />}>
          Logout
        </Button>
      </Toolbar>
    </AppBar>
  );
}
