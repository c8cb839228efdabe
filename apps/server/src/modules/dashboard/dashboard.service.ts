import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isSuperAdmin } from '../../lib/super-admin.js';
import type { AuthUser } from '../../plugins/auth.js';
import { countLive } from '../businesses/businesses.service.js';
import { countLiveTickets } from '../tickets/tickets.service.js';
import { openDisputes } from '../trolleys/statement-disputes.service.js';
import { trolleyCards as fleetCards } from '../trolleys/trolley-dashboard.service.js';

/** CONTRACT: counts of what is not in the trash (tickets: not disabled), and the open disputes for who settles them. */
export async function dashboardCounts(db: Kysely<Database>, user: AuthUser) {
  const [counts, tickets, disputes] = await Promise.all([countLive(db), countLiveTickets(db), user.operations.has('List Disputes') ? openDisputes(db) : Promise.resolve(null)]);
  return { ...counts, tickets, open_disputes: disputes };
}

/**
 * The trolley cards: the plant figures cover the plants the caller acts at (spec §6; the Super Admin acts at every
 * plant, as GET /trolleys/plants answers), the figures about customers the whole fleet.
 */
export function trolleyCards(db: Kysely<Database>, user: AuthUser) {
  return fleetCards(db, isSuperAdmin(user) ? null : user.id);
}
