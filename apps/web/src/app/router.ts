import { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { loginPathFor } from '../lib/return-to';
import { appRoutes } from './routes';

export const router = createBrowserRouter(appRoutes);

// A 401 moves to /login inside the app (no reload), so the screen's error snackbar stays visible; after signing
// in again the user comes back to the page they were on.
setUnauthorizedHandler(() => {
  const { location } = router.state;
  if (location.pathname !== '/login') void router.navigate(loginPathFor(location), { replace: true });
});
