import { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { appRoutes } from './routes';

export const router = createBrowserRouter(appRoutes);

// A 401 moves to /login inside the app (no reload), so the screen's error snackbar stays visible.
setUnauthorizedHandler(() => {
  if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
});
