import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { MESSAGES, type RoutePattern } from '@glassdesk/shared';
import { useNotify } from '../components/snackbar';
import { canOpen } from '../lib/permissions';
import { useOperations } from '../lib/session';

export const UNAUTHORIZED_PATH = '/dashboard/unauthorized';

/**
 * spec §2 route table: wraps every /dashboard route. `pattern` is the route's path under /dashboard as the
 * table writes it (e.g. 'cities/:cityId'); without its operation the user is told and sent to Unauthorized.
 */
export function RouteGuard({ pattern }: { pattern: RoutePattern }) {
  const allowed = canOpen(pattern, useOperations());
  const notify = useNotify();
  const navigate = useNavigate();

  useEffect(() => {
    if (allowed) return;
    notify.error(MESSAGES.noPermission);
    navigate(UNAUTHORIZED_PATH, { replace: true });
  }, [allowed, notify, navigate]);

  return allowed ? <Outlet /> : null;
}
