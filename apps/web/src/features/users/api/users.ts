import { useMutation, useQuery } from '@tanstack/react-query';
import type { ResetPassword, User, UserCreate, UserPlant, UserPlantCreate, UserUpdate } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';
import { createCrudResource } from '../../../lib/crud-resource';
import { getUser, updateStoredUser } from '../../../lib/session';
import { refreshPlants } from '../../../lib/session-api';

const users = createCrudResource<User, UserCreate, UserUpdate>({ base: '/users', key: 'users' });

export const useUsers = users.useList;
export const useUserDetail = users.useOne;
export const useCreateUser = users.useCreate;
export const useDeleteUser = users.useDelete;

export function useUpdateUser(id: number) {
  const invalidate = users.useInvalidate();
  return useMutation({
    mutationFn: (body: UserUpdate) => users.update(id, body),
    onSuccess: (user) => {
      // Editing yourself here renames the top bar too.
      if (getUser()?.id === user.id) updateStoredUser({ first_name: user.first_name, last_name: user.last_name, role: user.role });
      return invalidate();
    },
  });
}

const resetPassword = (id: number, body: ResetPassword) => api.put<{ message: string }>(`/users/${id}/reset-password`, body);

export function useResetPassword(id: number) {
  return useMutation({ mutationFn: (body: ResetPassword) => resetPassword(id, body) });
}

const userPlantsKey = (id: number) => [...users.keys.all, 'plants', id] as const;
const fetchUserPlants = (id: number, signal?: AbortSignal) => api.get<UserPlant[]>(`/users/${id}/user-plant`, { signal });
const addUserPlant = (id: number, body: UserPlantCreate) => api.post<UserPlant>(`/users/${id}/user-plant`, body);
const removeUserPlant = (id: number, entryId: number) => api.delete<{ message: string }>(`/users/${id}/user-plant/${entryId}`);

export const useUserPlants = (id: number) => useQuery({ queryKey: userPlantsKey(id), queryFn: ({ signal }) => fetchUserPlants(id, signal) });

/** After a change to a user's plants; when they are your own, the stored plants follow at once. */
function useAfterPlantsChange(id: number) {
  const invalidate = users.useInvalidate();
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
