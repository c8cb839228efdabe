import { useContext, useEffect, useState, type MouseEvent } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { QueryClientContext, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useToken, useUser } from '../../lib/session';
import { logout } from '../../lib/session-api';
import { loginPathFor } from '../../lib/return-to';
import { queryClient as appQueryClient } from '../query-client';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useOperationsRefresh } from './use-operations-refresh';
import { usePlantsRefresh } from './use-plants-refresh';
import { mayHaveBook, mayHaveWaiting } from '../../features/trolleys/handover/waiting';

export const MAIN_ID = 'main-content';

/** The skip link: off screen until it takes the keyboard focus, then at the top left above the top bar. */
function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus the main element itself (a hash change would be a router navigation and leave the focus behind).
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        left: 8,
        top: -64,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 4,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Link>
  );
}

/**
 * spec §2 "Shell": every /dashboard page renders inside it; without a token the user goes to /login (and comes
 * back to this page after signing in). From md up the 240 px drawer is permanent; below it is a temporary drawer
 * opened by the top bar's menu button and closed by any navigation, Escape or a tap outside.
 */
export default function ShellLayout() {
  // The server cache comes with the signed-in screens: the public pages load without it (providers.tsx). A test
  // gives its own client above the router, which is then used.
  const given = useContext(QueryClientContext);
  return given ? (
    <Shell />
  ) : (
    <QueryClientProvider client={appQueryClient}>
      <Shell />
    </QueryClientProvider>
  );
}

/**
 * Hand-overs recorded offline on this phone go out from whichever screen is open (the Hand-over screen's queue, loaded
 * only when something waits: most sessions never load it).
 */
function useWaitingHandovers(userId: number | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === undefined || !mayHaveWaiting()) return;
    let stop: (() => void) | undefined;
    let live = true;
    // Its code may not be on the phone yet (a screen opened offline): loaded when the network is back, then it sends.
    const load = () => {
      void import('../../features/trolleys/handover/background-flush').then(
        (m) => {
          if (!live || stop) return;
          window.removeEventListener('online', load);
          stop = m.startBackgroundFlush(userId, queryClient);
        },
        () => undefined,
      );
    };
    window.addEventListener('online', load);
    if (navigator.onLine) load();
    return () => {
      live = false;
      window.removeEventListener('online', load);
      stop?.();
    };
  }, [userId, queryClient]);
}

function Shell() {
  const token = useToken();
  const location = useLocation();
  const navigation = useNavigation();
  const queryClient = useQueryClient();
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  // The phone drawer stays open only for the location it was opened at: a navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = !desktop && menuOpenAt === location.key;
  const [signingOut, setSigningOut] = useState(false);
  const user = useUser();
  // CONTRACT "Staff sign-in": a second factor to set up first; until then the server refuses every other call.
  const enrolling = !!user?.mfa_enrolment_required;
  useOperationsRefresh(!!token && !enrolling);
  const userId = enrolling ? undefined : user?.id;
  usePlantsRefresh(token ? userId : undefined);
  useWaitingHandovers(token ? userId : undefined);

  const signOut = async () => {
    // Logout leads to a plain /login: the next person signing in starts at the dashboard.
    setSigningOut(true);
    await logout();
    // The trolleys and customers kept for the offline Hand-over are not for whoever signs in next (a queue that
    // waits stays: it is the signed-out user's, sent when they sign in again).
    if (mayHaveBook()) void import('../../features/trolleys/handover/offline-book').then((m) => m.clearBook()).catch(() => undefined);
    // Nothing of this user's data may remain for the next one.
    queryClient.clear();
  };

  if (!token) return <Navigate to={signingOut ? '/login' : loginPathFor(location)} replace />;
  if (enrolling) return <Navigate to="/setup-second-factor" replace />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <TopBar onOpenMenu={desktop ? undefined : () => setMenuOpenAt(location.key)} menuOpen={menuOpen} onSignOut={signOut} />
      <SideMenu variant={desktop ? 'permanent' : 'temporary'} open={menuOpen} onClose={() => setMenuOpenAt(null)} />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, outline: 'none' }}>
        <Toolbar />
        {navigation.state === 'loading' && <LinearProgress aria-label="Loading page" sx={{ position: 'fixed', left: 0, right: 0, top: 0, zIndex: 'tooltip' }} />}
        <Outlet />
      </Box>
    </Box>
  );
}
