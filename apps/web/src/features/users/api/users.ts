import { useMutation, useQuery } from '@tanstack/react-query';
import { MESSAGES, type ResetPassword, type User, type UserCreate, type UserPlantCreate, type UserUpdate } from '@glassdesk/shared';
import type { ResourceScreen } from '../../../components/resource/resource-screen';
import { api } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { fullName } from '../../../lib/full-name';
import { createCrudResource } from '../../../lib/crud-resource';
import { getUser, updateStoredUser } from '../../../lib/session';
import { refreshPlants } from '../../../lib/session-api';

export const users = createCrudResource<User, UserCreate, UserUpdate>({ base: '/users', key: 'users' });

export const useUserDetail = users.useOne;

export const userScreen = {
  title: 'Users',
  noun: 'User',
  path: '/dashboard/settings/users',
  addRoute: 'settings/users/add',
  editRoute: 'settings/users/:userId',
  columns: [
    { id: 'name', label: 'Name', sortable: true, render: fullName },
    { id: 'email', label: 'Email', sortable: true, truncate: '30ch', render: (user) => user.email },
    { id: 'role', label: 'Role', sortable: true, render: (user) => user.role.name },
    { id: 'created_at', label: 'Created', sortable: true, render: (user) => formatDate(user.created_at) },
  ],
  rowName: fullName,
  remove: { operation: 'Delete User', title: MESSAGES.deleteUserTitle, text: MESSAGES.deleteUserQuestion, successMessage: MESSAGES.userDeleted, errorStyle: 'field' },
  actionWidth: 150,
  // spec §8: a 422 on the user form shows the first entry's field name with its message; a 409 its detail.
  saved: { added: MESSAGES.userAdded, updated: MESSAGES.userUpdated, errorStyle: 'field' },
} satisfies ResourceScreen<User>;

export const useUpdateUser = (id: number) =>
  users.useChange(async (body: UserUpdate) => {
    const user = await users.update(id, body);
    // Editing yourself here renames the top bar too.
    if (getUser()?.id === user.id) updateStoredUser({ first_name: user.first_name, last_name: user.last_name, role: user.role });
    return user;
  });

/** CONTRACT "Staff sign-in": every session of the user ends (Update User). */
export const endUserSessions = (id: number) => api.delete('/users/{id}/sessions', { params: { id } });

const resetPassword = (id: number, body: ResetPassword) => api.put('/users/{id}/reset-password', { params: { id }, body });

export function useResetPassword(id: number) {
  return useMutation({ mutationFn: (body: ResetPassword) => resetPassword(id, body) });
}

const userPlantsKey = (id: number) => [...users.keys.all, 'plants', id] as const;
const fetchUserPlants = (id: number, signal?: AbortSignal) => api.get('/users/{id}/user-plant', { params: { id }, signal });
const addUserPlant = (id: number, body: UserPlantCreate) => api.post('/users/{id}/user-plant', { params: { id }, body });
const removeUserPlant = (id: number, entryId: number) => api.delete('/users/{id}/user-plant/{entryId}', { params: { id, entryId } });

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
