import type { SupportRequest, SupportRequestCreate } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';
import { createCrudResource } from '../../../lib/crud-resource';

// Staff read and delete requests; nobody edits one, and the public form below sends them.
const supportRequests = createCrudResource<SupportRequest, never>({ base: '/support', key: 'support' });

export const useSupportRequests = supportRequests.useList;
export const useDeleteSupportRequest = supportRequests.useDelete;

// spec §7: POST /support is made without a token (the public form).
export const sendSupportRequest = (body: SupportRequestCreate) => api.post<{ message: string }>('/support', body, { auth: false });
