import type { SupportRequestCreate } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';

// spec §7: POST /support is made without a token (the public form). A file of its own: /support, a public page,
// does not load the staff list's resource and query cache (support.ts) with it.
export const sendSupportRequest = (body: SupportRequestCreate) => api.post('/support', { body });
