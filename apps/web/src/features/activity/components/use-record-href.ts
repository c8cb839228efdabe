import { useCallback } from 'react';
import type { ActivityEntityType, ActivityEntry, RoutePattern } from '@glassdesk/shared';
import { canOpen } from '../../../lib/permissions';
import { useOperations } from '../../../lib/session';

/**
 * The screen of each kind of record that has one (spec §2 route table); the others (a support request, the
 * notification settings) have no screen of their own and show as text.
 */
const RECORD_ROUTES: Partial<Record<ActivityEntityType, RoutePattern>> = {
  ticket: 'Tickets/:ticketId',
  customer: 'customers/:customerId',
  business: 'business/:businessId',
  trolley: 'trolleys/:trolleyId',
  user: 'settings/users/:userId',
  role: 'settings/roles/:roleId',
  city: 'cities/:cityId',
  plant: 'plants/:plantId',
  faq: 'faqs/:faqId',
  help: 'help/:helpId',
  warranty_reason: 'warrantyReason/:warrantyReasonId',
  glass_type: 'glassTypes/:glassTypeId',
  ticket_settings: 'ticketSettings',
};

/**
 * Where an entry's record opens: its screen, when the user's operations open it. A permanently deleted record has
 * none; a record deleted since opens on its screen's "not found" (or in the trash where the screen shows it).
 */
export function useRecordHref() {
  const operations = useOperations();
  return useCallback(
    ({ action, entity }: ActivityEntry): string | null => {
      const pattern = RECORD_ROUTES[entity.type];
      if (!pattern || action === 'purged' || !canOpen(pattern, operations)) return null;
      if (!pattern.includes(':')) return `/dashboard/${pattern}`;
      return entity.id === null ? null : `/dashboard/${pattern.replace(/:\w+/, String(entity.id))}`;
    },
    [operations],
  );
}
