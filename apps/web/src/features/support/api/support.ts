import { MESSAGES, type SupportRequest } from '@glassdesk/shared';
import { dateTimeCell } from '../../../components/cells';
import type { ResourceScreen } from '../../../components/resource/resource-screen';
import { createCrudResource } from '../../../lib/crud-resource';

// Staff read and delete requests; nobody edits one, and the public form sends them (send-support.ts).
export const supportRequests = createCrudResource<SupportRequest, never>({ base: '/support', key: 'support' });

/** spec §2 "Support list": lists requests and allows deleting them; a request has no screen of its own. */
export const supportScreen = {
  title: 'Support List',
  noun: 'Support Request',
  path: '/dashboard/support',
  columns: [
    { id: 'name', label: 'Name', sortable: true, render: (request) => request.name },
    { id: 'email', label: 'Email', sortable: true, truncate: '26ch', render: (request) => request.email },
    { id: 'description', label: 'Description', render: (request) => request.description },
    { id: 'created_at', label: 'Received', sortable: true, width: 190, render: (request) => dateTimeCell(request.created_at) },
  ],
  rowName: (request) => request.name,
  remove: { operation: 'Delete Support', title: MESSAGES.deleteSupportTitle, text: MESSAGES.deleteSupportQuestion, successMessage: MESSAGES.supportDeleted },
} satisfies ResourceScreen<SupportRequest>;
