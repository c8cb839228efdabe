import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from '../lib/return-to';
import { useSession } from '../lib/session';

/**
 * The signed-in pages' gate: signed out, a customer goes to /portal/login?next=<this page> and lands back here after
 * signing in (a ticket link in an e-mail opens the ticket). Checked before the signed-in layout's code loads.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}
