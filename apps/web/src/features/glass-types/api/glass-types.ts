import { MESSAGES, type GlassType, type GlassTypeWrite } from '@glassdesk/shared';
import type { ResourceScreen } from '../../../components/resource/resource-screen';
import { createCrudResource } from '../../../lib/crud-resource';

export const glassTypes = createCrudResource<GlassType, GlassTypeWrite>({ base: '/glass-types', key: 'glass-types' });

export const glassTypeScreen = {
  title: 'Glass Types',
  noun: 'Glass Type',
  path: '/dashboard/glassTypes',
  addRoute: 'glassTypes/add',
  editRoute: 'glassTypes/:glassTypeId',
  columns: [{ id: 'name', label: 'Name', sortable: true, render: (glassType) => glassType.name }],
  rowName: (glassType) => glassType.name,
  remove: { operation: 'Delete Glass Types', title: MESSAGES.deleteGlassTypeTitle, text: MESSAGES.deleteGlassTypeQuestion, successMessage: MESSAGES.deleted },
  // As warranty reasons (spec §8): a 409 shows the server's detail, other errors the first validation message.
  saved: { added: MESSAGES.added, updated: MESSAGES.updated, errorStyle: 'message' },
} satisfies ResourceScreen<GlassType>;
