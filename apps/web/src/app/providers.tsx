import { useEffect, useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from '../components/snackbar';
import { useThemeMode } from '../lib/session';
import { createAppTheme } from './theme';

type Props = { client: QueryClient; children: ReactNode };

/** Everything above the router: theme (follows the stored choice), server cache and the snackbar. */
export function AppProviders({ client, children }: Props) {
  const mode = useThemeMode();
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  useEffect(() => {
    // index.html's theme-boot.js painted <html> before the app loaded; follow the theme when it is switched.
    const root = document.documentElement.style;
    root.backgroundColor = theme.palette.background.default;
    root.colorScheme = mode;
  }, [theme, mode]);
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <SnackbarProvider>{children}</SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
