import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error';
import { clearSession, saveOperations, saveTicketPermissions } from '../../lib/session';
import { fetchOperations, fetchTicketPermissions } from '../../lib/session-api';
import { sessionKeys } from '../../lib/query-keys';

/** When the shell opens, read the user's operations and menu again (a role may have changed). */
export function useOperationsRefresh(enabled: boolean) {
  const navigate = useNavigate();
  const query = useQuery({ queryKey: sessionKeys.operations, queryFn: fetchOperations, enabled, staleTime: 0 });

  // spec §3: the ticket permissions (comments) are stored with them; the ticket settings may have changed too.
  const permissions = useQuery({ queryKey: sessionKeys.ticketPermissions, queryFn: ({ signal }) => fetchTicketPermissions(signal), enabled, staleTime: 0 });

  useEffect(() => {
    if (query.data) saveOperations(query.data);
  }, [query.data]);

  useEffect(() => {
    if (permissions.data) saveTicketPermissions(permissions.data);
  }, [permissions.data]);

  useEffect(() => {
    // spec §6: a 402 answer on the operations call clears local storage and goes to /login.
    if (query.error instanceof ApiError && query.error.status === 402) {
      clearSession();
      navigate('/login', { replace: true });
    }
  }, [query.error, navigate]);
}
