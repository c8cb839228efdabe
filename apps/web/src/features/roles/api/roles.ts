import { useQuery } from '@tanstack/react-query';
import { MESSAGES, type RoleDetail, type RoleListItem, type RoleSave } from '@glassdesk/shared';
import type { ResourceScreen } from '../../../components/resource/resource-screen';
import { api } from '../../../lib/api-client';
import { createCrudResource } from '../../../lib/crud-resource';
import { queryKey, sessionKeys } from '../../../lib/query-keys';

export const roles = createCrudResource<RoleDetail, RoleSave, RoleSave, RoleListItem>({ base: '/roles', key: 'roles' });

export const roleScreen = {
  title: 'Roles',
  noun: 'Role',
  path: '/dashboard/settings/roles',
  addRoute: 'settings/roles/add',
  editRoute: 'settings/roles/:roleId',
  columns: [{ id: 'name', label: 'Name', sortable: true, render: (role) => role.name }],
  rowName: (role) => role.name,
  // spec §8: a refused role delete shows the server's detail (e.g. the role is still held by users); the role form
  // shows a refusal's detail, or the first validation message.
  remove: { operation: 'Delete Role', title: MESSAGES.deleteRoleTitle, text: MESSAGES.deleteRoleQuestion, successMessage: MESSAGES.roleDeleted },
  saved: { added: MESSAGES.roleAdded, updated: MESSAGES.updated, errorStyle: 'message' },
} satisfies ResourceScreen<RoleListItem>;

// My own role may have changed: read my operations again so the menu and routes follow at once.
export const useUpdateRole = (id: number) => roles.useChange((body: RoleSave) => roles.update(id, body), [sessionKeys.operations]);

const fetchOperationGroups = (signal?: AbortSignal) => api.get('/operations/all', { signal });

/** The operations catalogue grouped by operation group: it changes only with a new version of the server. */
export const useOperationGroups = () => useQuery({ queryKey: queryKey('operations', 'all'), queryFn: ({ signal }) => fetchOperationGroups(signal), staleTime: Infinity });
