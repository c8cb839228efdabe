import { MESSAGES, type WarrantyReason, type WarrantyReasonWrite } from '@glassdesk/shared';
import type { ResourceScreen } from '../../../components/resource/resource-screen';
import { createCrudResource } from '../../../lib/crud-resource';

export const warrantyReasons = createCrudResource<WarrantyReason, WarrantyReasonWrite>({ base: '/warranty-reasons', key: 'warranty-reasons' });

export const warrantyReasonScreen = {
  title: 'Warranty Reasons',
  noun: 'Warranty Reason',
  path: '/dashboard/warrantyReason',
  addRoute: 'warrantyReason/add',
  editRoute: 'warrantyReason/:warrantyReasonId',
  columns: [{ id: 'name', label: 'Name', sortable: true, render: (reason) => reason.name }],
  rowName: (reason) => reason.name,
  remove: {
    operation: 'Delete Warranty Reason',
    title: MESSAGES.deleteWarrantyReasonTitle,
    text: MESSAGES.deleteWarrantyReasonQuestion,
    successMessage: MESSAGES.deleted,
  },
  // spec §8: a 409 shows the server's detail, other errors the first validation message.
  saved: { added: MESSAGES.added, updated: MESSAGES.updated, errorStyle: 'message' },
} satisfies ResourceScreen<WarrantyReason>;
