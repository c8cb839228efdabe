import { Navigate } from 'react-router';
import { useToken } from '../../lib/session';

/** spec §2: / goes to /dashboard when a token is stored, otherwise to /login. */
export function RootRedirect() {
  return <Navigate to={useToken() ? '/dashboard' : '/login'} replace />;
}
