import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TicketSettings } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';
import { queryKey, sessionKeys } from '../../../lib/query-keys';

export const ticketSettingsKeys = {
  all: queryKey('ticket-settings'),
  settings: () => [...ticketSettingsKeys.all, 'settings'] as const,
  users: () => [...ticketSettingsKeys.all, 'users'] as const,
};

const fetchSettings = (signal?: AbortSignal) => api.get('/ticket-settings', { signal });
const fetchUsers = (signal?: AbortSignal) => api.get('/users/all', { signal });

/** staleTime 0: the screen always opens on what the server holds now (another admin may have saved). */
export const useTicketSettings = () => useQuery({ queryKey: ticketSettingsKeys.settings(), queryFn: ({ signal }) => fetchSettings(signal), staleTime: 0 });

/** spec §2 "Ticket Settings": the users every group chooses from (GET /users/all). */
export const useSettingsUsers = () => useQuery({ queryKey: ticketSettingsKeys.users(), queryFn: ({ signal }) => fetchUsers(signal), staleTime: 0 });

export function useSaveTicketSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketSettings) => api.put('/ticket-settings', { body }),
    onSuccess: (settings) => {
      client.setQueryData(ticketSettingsKeys.settings(), settings);
      // The signed-in user's own comment permissions may follow from the groups just saved.
      return client.invalidateQueries({ queryKey: sessionKeys.ticketPermissions });
    },
  });
}
