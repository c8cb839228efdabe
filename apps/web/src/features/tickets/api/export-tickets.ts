import { TICKET_MESSAGES } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { TicketsQuery } from './tickets';

/** The list's filter without its page: the export holds every matching row (CONTRACT). */
export type ExportQuery = Omit<TicketsQuery, 'start' | 'limit'>;

/** The document writes the disabled flag as the text it is on the wire ('0' | '1'); the list holds it as a number. */
const DISABLED = { 0: '0', 1: '1' } as const;

/**
 * spec §7 GET /report/tickets/export: fetched with the token header (a plain link cannot send it), then saved
 * as tickets.xlsx.
 */
export async function exportTickets(query: ExportQuery) {
  const blob = await api.download('/report/tickets/export', { query: { ...query, disabled: DISABLED[query.disabled] } });
  saveFile(blob, TICKET_MESSAGES.exportFileName);
}
