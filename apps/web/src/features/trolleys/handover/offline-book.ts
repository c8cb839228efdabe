import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CustomerOption, PlantOption, Trolley } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { BOOK_KEY } from './waiting';

// CONTRACT "the driver's offline Hand-over": the phone keeps the trolleys of the user's plants and the approved
// customers (IndexedDB), refreshed while the Hand-over screen is open online, so a trolley is found by its uid or
// QR code and a customer chosen without a network. What is kept is what GET /trolleys and
// GET /trolleys/delivery-customers answered; the server checks every hand-over again when it gets it.

/** At most this many trolleys per plant and customers in all are kept: a phone, not a replica. */
export const BOOK_LIMIT = 5000;
const PAGE = 200;

type BookCustomer = Pick<CustomerOption, 'id' | 'first_name' | 'last_name' | 'email'>;
interface BookDb extends DBSchema {
  trolleys: { key: number; value: Trolley & { uid_key: string }; indexes: { uid: string } };
  customers: { key: number; value: BookCustomer };
  meta: { key: string; value: { key: string; user_id: number; at: string; plants?: PlantOption[] } };
}

let opened: Promise<IDBPDatabase<BookDb>> | null = null;
const open = () =>
  (opened ??= openDB<BookDb>('glassdesk-handover-book', 1, {
    upgrade(db) {
      db.createObjectStore('trolleys', { keyPath: 'id' }).createIndex('uid', 'uid_key');
      db.createObjectStore('customers', { keyPath: 'id' });
      db.createObjectStore('meta', { keyPath: 'key' });
    },
  }));
const hasIdb = () => typeof indexedDB !== 'undefined';
/** Tells the shell a book is kept (waiting.ts), so sign-out clears it. */
function markKept(kept: boolean) {
  try {
    if (kept) localStorage.setItem(BOOK_KEY, '1');
    else localStorage.removeItem(BOOK_KEY);
  } catch {
    // No storage: the book is cleared at the next refresh instead.
  }
}
const uidKey = (uid: string) => uid.trim().toUpperCase();

/** True when a call failed for want of a network (no answer at all), not because the server said no. */
export const isOffline = (error: unknown) => !(error instanceof ApiError) || error.status === 0;

async function pages<T>(fetchPage: (start: number) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  for (let start = 0; start < BOOK_LIMIT; start += PAGE) {
    const page = await fetchPage(start);
    all.push(...page.slice(0, PAGE));
    if (page.length < PAGE) break;
  }
  return all;
}

/** Keeps (or replaces) one trolley the screen has seen, so what was looked up online is found offline too. */
export async function keepTrolley(trolley: Trolley) {
  if (!hasIdb()) return;
  await (await open()).put('trolleys', { ...trolley, uid_key: uidKey(trolley.uid) });
  markKept(true);
}

/**
 * A visit kept on the phone moved its trolleys as far as the phone knows: their kept copies say so (delivered to the
 * customer, or picked up), so the same trolley is not offered for the same step again before the server has it.
 */
export async function noteMoved(trolleys: readonly Trolley[], kind: 'delivery' | 'pickup', customer: { id: number; first_name: string; last_name: string } | null, at: string) {
  if (!hasIdb()) return;
  const db = await open();
  const tx = db.transaction('trolleys', 'readwrite');
  for (const t of trolleys) {
    void tx.store.put({
      ...t,
      uid_key: uidKey(t.uid),
      trolley_status: kind === 'delivery' ? 'Delivery' : 'Pickup',
      customer: kind === 'delivery' ? customer : null,
      status_at: at,
      pickup_requested_at: null,
    });
  }
  await tx.done;
}

/** The kept trolley with this uid (as a scan or the UID field gives it), or undefined. */
export async function bookTrolley(uid: string): Promise<Trolley | undefined> {
  if (!hasIdb()) return undefined;
  const found = await (await open()).getFromIndex('trolleys', 'uid', uidKey(uid));
  if (!found) return undefined;
  const { uid_key: _key, ...trolley } = found;
  return trolley;
}

/** The kept customers whose name or email holds the text, by first then last name, at most `limit`. */
export async function bookCustomers(search: string, limit = 50): Promise<BookCustomer[]> {
  if (!hasIdb()) return [];
  const text = search.trim().toLowerCase();
  const all = await (await open()).getAll('customers');
  return all
    .filter((c) => !text || `${c.first_name} ${c.last_name} ${c.email ?? ''}`.toLowerCase().includes(text))
    .sort((a, b) => a.first_name.localeCompare(b.first_name) || a.last_name.localeCompare(b.last_name))
    .slice(0, limit);
}

/** The kept trolleys that `customerId` holds (status Delivery), for a pickup's ticks offline. */
export async function bookHeldBy(customerId: number): Promise<Trolley[]> {
  if (!hasIdb()) return [];
  const all = await (await open()).getAll('trolleys');
  return all.filter((t) => t.trolley_status === 'Delivery' && t.customer?.id === customerId).map(({ uid_key: _key, ...t }) => t);
}

/** Keeps the plants the user acts at (GET /trolleys/plants), which decide the steps offered offline. */
export async function keepPlants(userId: number, plants: PlantOption[]) {
  if (!hasIdb()) return;
  await (await open()).put('meta', { key: 'plants', user_id: userId, at: new Date().toISOString(), plants });
  markKept(true);
}
export async function bookPlants(userId: number): Promise<PlantOption[] | undefined> {
  if (!hasIdb()) return undefined;
  const meta = await (await open()).get('meta', 'plants');
  return meta && meta.user_id === userId ? meta.plants : undefined;
}

/** When the book was last filled for this user (null: never on this phone). */
export async function bookRefreshedAt(userId: number): Promise<string | null> {
  if (!hasIdb()) return null;
  const meta = await (await open()).get('meta', 'refreshed');
  return meta && meta.user_id === userId ? meta.at : null;
}

/**
 * Fills the book from the server: every trolley of the user's plants (GET /trolleys?plant_id=, 200 a page) and
 * the approved customers. It replaces what was kept, in one transaction once everything is in hand, so a refresh
 * cut off by a lost signal leaves the previous book whole.
 */
export async function refreshBook(userId: number, plants: readonly PlantOption[]) {
  if (!hasIdb()) return;
  const trolleys = (
    await Promise.all(
      plants.map((plant) =>
        pages(async (start) => (await api.get('/trolleys', { query: { plant_id: plant.id, disabled: '0', start, limit: PAGE, sort_by: 'uid', order: 'asc' } })).list),
      ),
    )
  ).flat();
  const customers = await pages((start) => api.get('/trolleys/delivery-customers', { query: { search: '', start, limit: PAGE } }));
  const db = await open();
  const tx = db.transaction(['trolleys', 'customers', 'meta'], 'readwrite');
  await tx.objectStore('trolleys').clear();
  await tx.objectStore('customers').clear();
  for (const t of trolleys) void tx.objectStore('trolleys').put({ ...t, uid_key: uidKey(t.uid) });
  for (const c of customers) void tx.objectStore('customers').put({ id: c.id, first_name: c.first_name, last_name: c.last_name, email: c.email });
  void tx.objectStore('meta').put({ key: 'refreshed', user_id: userId, at: new Date().toISOString() });
  await tx.done;
  markKept(true);
}

/** Forgets the book (at sign-out: the next user of the phone sees nothing of this one's plants). */
export async function clearBook() {
  if (!hasIdb()) return;
  const db = await open();
  const tx = db.transaction(['trolleys', 'customers', 'meta'], 'readwrite');
  await Promise.all([tx.objectStore('trolleys').clear(), tx.objectStore('customers').clear(), tx.objectStore('meta').clear(), tx.done]);
  markKept(false);
}
