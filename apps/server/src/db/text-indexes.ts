// The trigram indexes of the customers' and businesses' names (migration 0025: FTS5 on SQLite, pg_trgm on
// PostgreSQL), which both modules search: a business is found through its master customer's names, a customer
// through its business's name.

/** A customer's own searched texts: its full name, email and number. */
export const CUSTOMER_TEXTS = { table: 'customers', fts: 'customers_text', pg: ["first_name || ' ' || last_name", 'email', 'number'] } as const;
/** Customers' names and emails (the dropdowns search those two). */
export const CUSTOMER_NAMES_EMAILS = { table: 'customers', fts: 'customers_text', columns: ['name', 'email'], pg: ["first_name || ' ' || last_name", 'email'] } as const;
/** A business's name. */
export const BUSINESS_NAMES = { table: 'businesses', fts: 'businesses_text', columns: ['name'], pg: ['name'] } as const;
