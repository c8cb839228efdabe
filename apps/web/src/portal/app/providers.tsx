import { useEffect, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { appTheme } from '../../app/theme';
import { useThemeMode } from '../lib/theme-mode';

/**
 * The portal's theme: the back-office's colours and components (spec §9), light or dark as the device prefers
 * unless the customer chose. Nothing else sits above the router: the server cache (TanStack Query) comes with the
 * signed-in layout, so the sign-in page does not load it.
 */
export function PortalProviders({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  const theme = appTheme(mode);
  useEffect(() => {
    // index.html's script painted <html> before the app loaded; follow the theme when it is switched.
    const root = document.documentElement.style;
    root.backgroundColor = theme.palette.background.default;
    root.colorScheme = mode;
  }, [theme, mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
