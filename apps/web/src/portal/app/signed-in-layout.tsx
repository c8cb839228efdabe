import { Suspense, useEffect } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import AppBar from '@mui/material/AppBar';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { useBootDone } from '../../lib/boot';
import { PageLoading } from '../components/page-loading';
import { ThemeToggle } from '../components/theme-toggle';
import { PageErrorBoundary } from './error-boundary';
import { portalQueryClient } from './query-client';
import { useBackgroundFlush } from './use-background-flush';

const SECTIONS = [
  { path: '/tickets', label: 'Tickets', icon: <ConfirmationNumberOutlined /> },
  { path: '/trolleys', label: 'Trolleys', icon: <LocalShippingOutlined /> },
  { path: '/statements', label: 'Statements', icon: <ReceiptLongOutlined /> },
  { path: '/account', label: 'Account', icon: <AccountCircleOutlined /> },
] as const;

// The brand blue is too dark for text on a dark page (about 3:1): the theme's lighter tint there.
const SELECTED_ON_DARK = { '&.Mui-selected': { color: ({ palette }: Theme) => (palette.mode === 'dark' ? palette.primary.light : palette.primary.main) } };

const sectionOf = (pathname: string) => SECTIONS.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`))?.path ?? false;

/**
 * The frame of every signed-in page, made for one hand on a phone: a slim app bar on top, the four sections in a
 * bottom navigation under the thumb; from 900 px the sections move into the app bar.
 */
export default function SignedInLayout() {
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  // Signing out (or an ended session) unmounts the layout: nothing cached for this customer stays in memory.
  useEffect(() => () => portalQueryClient.clear(), []);
  // The tickets and disputes kept on this phone are sent once the page is on (its own chunk, loaded when idle).
  useBackgroundFlush();
  // index.html painted this app bar before the code loaded; the real one takes its place.
  useBootDone();
  return (
    <QueryClientProvider client={portalQueryClient}>
      <AppBar position="static" enableColorOnDark={false}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography variant="h6" component="p" fontWeight={700} sx={{ flexGrow: 1 }}>
            GlassDesk
          </Typography>
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
            {SECTIONS.map(({ path, label, icon }) => (
              <Button
                key={path}
                component={RouterLink}
                to={path}
                color="inherit"
                startIcon={icon}
                aria-current={section === path ? 'page' : undefined}
                sx={{ opacity: section === path ? 1 : 0.85, borderBottom: 2, borderColor: section === path ? 'currentColor' : 'transparent', borderRadius: 0 }}
              >
                {label}
              </Button>
            ))}
          </Box>
          <ThemeToggle />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ pt: 2, pb: { xs: 'calc(88px + env(safe-area-inset-bottom))', md: 4 }, px: { xs: 2, sm: 3 } }}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Container>
      <Paper
        component="nav"
        aria-label="Main"
        elevation={8}
        square
        sx={{ display: { xs: 'block', md: 'none' }, position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar', pb: 'env(safe-area-inset-bottom)' }}
      >
        <BottomNavigation showLabels value={section}>
          {SECTIONS.map(({ path, label, icon }) => (
            <BottomNavigationAction
              key={path}
              component={RouterLink}
              to={path}
              value={path}
              label={label}
              icon={icon}
              aria-current={section === path ? 'page' : undefined}
              sx={SELECTED_ON_DARK}
            />
          ))}
        </BottomNavigation>
      </Paper>
    </QueryClientProvider>
  );
}
