import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListResult, PagingQuery, ResetPassword, User, UserCreate, UserPlant, UserPlantCreate, UserUpdate } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';
import { getUser, updateStoredUser } from '../../../lib/session';
import { refreshPlants } from '../../../lib/session-api';

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: PagingQuery) => [...userKeys.lists(), query] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  plants: (id: number) => [...userKeys.all, 'plants', id] as const,
};

export const fetchUsers = (query: PagingQuery, signal?: AbortSignal) => api.get<ListResult<User>>('/users', { query, signal });
export const fetchUser = (id: number, signal?: AbortSignal) => api.get<User>(`/users/${id}`, { signal });
export const createUser = (body: UserCreate) => api.post<User>('/users', body);
export const updateUser = (id: number, body: UserUpdate) => api.put<User>(`/users/${id}`, body);
export const deleteUser = (id: number) => api.delete<{ message: string }>(`/users/${id}`);
export const resetPassword = (id: number, body: ResetPassword) => api.put<{ message: string }>(`/users/${id}/reset-password`, body);
export const fetchUserPlants = (id: number, signal?: AbortSignal) => api.get<UserPlant[]>(`/users/${id}/user-plant`, { signal });
export const addUserPlant = (id: number, body: UserPlantCreate) => api.post<UserPlant>(`/users/${id}/user-plant`, body);
export const removeUserPlant = (id: number, entryId: number) => api.delete<{ message: string }>(`/users/${id}/user-plant/${entryId}`);

export const usersQuery = (query: PagingQuery) =>
  queryOptions({ queryKey: userKeys.list(query), queryFn: ({ signal }) => fetchUsers(query, signal), placeholderData: keepPreviousData });

export const useUsers = (query: PagingQuery) => useQuery(usersQuery(query));
export const useUserDetail = (id: number) => useQuery({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => fetchUser(id, signal) });
export const useUserPlants = (id: number) => useQuery({ queryKey: userKeys.plants(id), queryFn: ({ signal }) => fetchUserPlants(id, signal) });

function useInvalidateUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: userKeys.all });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: createUser, onSuccess: invalidate });
}

export function useUpdateUser(id: number) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: UserUpdate) => updateUser(id, body),
    onSuccess: (user) => {
      // Editing yourself here renames the top bar too.
      if (getUser()?.id === user.id) updateStoredUser({ first_name: user.first_name, last_name: user.last_name, role: user.role });
      return invalidate();
    },
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: deleteUser, onSuccess: invalidate });
}

export function useResetPassword(id: number) {
  return useMutation({ mutationFn: (body: ResetPassword) => resetPassword(id, body) });
}

/** After a change to a user's plants; when they are your own, the stored plants follow at once. */
function useAfterPlantsChange(id: number) {
  const invalidate = useInvalidateUsers();
  return async () => {
    if (getUser()?.id === id) await refreshPlants(id).catch(() => undefined);
    return invalidate();
  };
}

export function useAddUserPlant(id: number) {
  const onSuccess = useAfterPlantsChange(id);
  return useMutation({ mutationFn: (body: UserPlantCreate) => addUserPlant(id, body), onSuccess });
}

export function useRemoveUserPlant(id: number) {
  const onSuccess = useAfterPlantsChange(id);
  return useMutation({ mutationFn: (entryId: number) => removeUserPlant(id, entryId), onSuccess });
}
