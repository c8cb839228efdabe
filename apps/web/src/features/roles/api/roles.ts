import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationGroup, RoleDetail, RoleListItem, RoleSave } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';
import { createCrudResource } from '../../../lib/crud-resource';

const roles = createCrudResource<RoleDetail, RoleSave, RoleSave, RoleListItem>({ base: '/roles', key: 'roles' });

export const useRoles = roles.useList;
export const useRole = roles.useOne;
export const useCreateRole = roles.useCreate;
export const useDeleteRole = roles.useDelete;

export function useUpdateRole(id: number) {
  const client = useQueryClient();
  const invalidate = roles.useInvalidate();
  return useMutation({
    mutationFn: (body: RoleSave) => roles.update(id, body),
    // My own role may have changed: read my operations again so the menu and routes follow at once.
    onSuccess: () => Promise.all([invalidate(), client.invalidateQueries({ queryKey: ['session', 'operations'] })]),
  });
}

const fetchOperationGroups = (signal?: AbortSignal) => api.get<OperationGroup[]>('/operations/all', { signal });

/** The operations catalogue grouped by operation group: it changes only with a new version of the server. */
export const useOperationGroups = () => useQuery({ queryKey: ['operations', 'all'] as const, queryFn: ({ signal }) => fetchOperationGroups(signal), staleTime: Infinity });
