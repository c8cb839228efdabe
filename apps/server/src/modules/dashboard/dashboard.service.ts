import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isSuperAdmin } from '../../lib/super-admin.js';
import type { AuthUser } from '../../plugins/auth.js';
import { countLive } from '../businesses/businesses.service.js';
import { countLiveTickets } from '../tickets/tickets.service.js';
import { trolleyCards as fleetCards } from '../trolleys/trolley-dashboard.service.js';

/** CONTRACT: counts of what is not in the trash (tickets: not disabled). */
export async function dashboardCounts(db: Kysely<Database>) {
  const [counts, tickets] = await Promise.all([countLive(db), countLiveTickets(db)]);
  return { ...counts, tickets };
}

/**
 * The trolley cards: the plant figures cover the plants the caller acts at (spec §6; the Super Admin acts at every
 * plant, as GET /trolleys/plants answers), the figures about customers the whole fleet.
 */
export function trolleyCards(db: Kysely<Database>, user: AuthUser) {
  return fleetCards(db, isSuperAdmin(user) ? null : user.id);
}
