import { Navigate, Outlet, useNavigation } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import { useToken, useUser } from '../../lib/session';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useOperationsRefresh } from './use-operations-refresh';
import { usePlantsRefresh } from './use-plants-refresh';

/** spec §2 "Shell": every /dashboard page renders inside it; without a token the user goes to /login. */
export default function ShellLayout() {
  const token = useToken();
  const navigation = useNavigation();
  useOperationsRefresh(!!token);
  const userId = useUser()?.id;
  usePlantsRefresh(token ? userId : undefined);

  if (!token) return <Navigate to="/login" replace />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar />
      <SideMenu />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: 3 }}>
        <Toolbar />
        {navigation.state === 'loading' && (
          <LinearProgress aria-label="Loading page" sx={{ position: 'fixed', left: 0, right: 0, top: 0, zIndex: 'tooltip' }} />
        )}
        <Outlet />
      </Box>
    </Box>
  );
}
