import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListResult, OperationGroup, PagingQuery, RoleDetail, RoleListItem, RoleSave } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';

export const roleKeys = {
  all: ['roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (query: PagingQuery) => [...roleKeys.lists(), query] as const,
  detail: (id: number) => [...roleKeys.all, 'detail', id] as const,
  operationGroups: ['operations', 'all'] as const,
};

export const fetchRoles = (query: PagingQuery, signal?: AbortSignal) => api.get<ListResult<RoleListItem>>('/roles', { query, signal });
export const fetchRole = (id: number, signal?: AbortSignal) => api.get<RoleDetail>(`/roles/${id}`, { signal });
export const fetchOperationGroups = (signal?: AbortSignal) => api.get<OperationGroup[]>('/operations/all', { signal });
export const createRole = (body: RoleSave) => api.post<RoleDetail>('/roles', body);
export const updateRole = (id: number, body: RoleSave) => api.put<RoleDetail>(`/roles/${id}`, body);
export const deleteRole = (id: number) => api.delete<{ message: string }>(`/roles/${id}`);

export const rolesQuery = (query: PagingQuery) =>
  queryOptions({ queryKey: roleKeys.list(query), queryFn: ({ signal }) => fetchRoles(query, signal), placeholderData: keepPreviousData });

export const useRoles = (query: PagingQuery) => useQuery(rolesQuery(query));
export const useRole = (id: number) => useQuery({ queryKey: roleKeys.detail(id), queryFn: ({ signal }) => fetchRole(id, signal) });
/** The operations catalogue grouped by operation group: it changes only with a new version of the server. */
export const useOperationGroups = () =>
  useQuery({ queryKey: roleKeys.operationGroups, queryFn: ({ signal }) => fetchOperationGroups(signal), staleTime: Infinity });

function useInvalidateRoles() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: roleKeys.all });
}

export function useCreateRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({ mutationFn: createRole, onSuccess: invalidate });
}

export function useUpdateRole(id: number) {
  const client = useQueryClient();
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (body: RoleSave) => updateRole(id, body),
    // My own role may have changed: read my operations again so the menu and routes follow at once.
    onSuccess: () => Promise.all([invalidate(), client.invalidateQueries({ queryKey: ['session', 'operations'] })]),
  });
}

export function useDeleteRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({ mutationFn: deleteRole, onSuccess: invalidate });
}
