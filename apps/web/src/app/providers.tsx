import { useEffect, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from '../components/snackbar';
import { useThemeMode } from '../lib/session';
import { appTheme } from './theme';

type Props = { children: ReactNode };

/**
 * Everything above the router: theme (follows the stored choice) and the snackbar. The server cache is not here:
 * the signed-in screens' layout provides it (shell-layout.tsx), so the public pages load without the query
 * library (/login's first load).
 */
export function AppProviders({ children }: Props) {
  const mode = useThemeMode();
  const theme = appTheme(mode);
  useEffect(() => {
    // index.html's theme script painted <html> before the app loaded; follow the theme when it is switched.
    const root = document.documentElement.style;
    root.backgroundColor = theme.palette.background.default;
    root.colorScheme = mode;
  }, [theme, mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <SnackbarProvider>{children}</SnackbarProvider>
    </ThemeProvider>
  );
}
