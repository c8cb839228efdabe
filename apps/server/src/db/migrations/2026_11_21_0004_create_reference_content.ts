import type { Kysely } from 'kysely';
import { idColumn, indexLower, timestamps, uniqueLower } from './helpers.js';

// Frozen in time: the first help document is written out here rather than imported from application code.
const FIRST_HELP = [
  '<h2>Welcome to GlassDesk</h2>',
  '<p>GlassDesk is the back-office of the glass-replacement warranty service. This page explains how to find your way around. Staff who hold <strong>Update Help</strong> can change this text with the <strong>Edit</strong> button.</p>',
  '<h3>Signing in</h3>',
  '<p>Open the login page and sign in with your work email address and password. Your session ends when you choose <strong>Logout</strong> in the top bar, after a period without activity, or when your password changes.</p>',
  '<h3>The menu</h3>',
  '<p>The side menu shows only the screens your role allows. <strong>Dashboard</strong> is always there; the <strong>Trolley</strong>, <strong>Utilities</strong>, <strong>Trash</strong> and <strong>Settings</strong> groups hold the other screens. <strong>My Profile</strong>, under Settings, shows your own details. The button at the top right switches between the light and the dark theme.</p>',
  '<h3>Lists, search and sort</h3>',
  '<ul>',
  '<li>Every list is numbered and shows 10 rows per page; choose 20, 50, 100 or 200 at the bottom of the list.</li>',
  '<li>Type in <strong>Search</strong> to narrow the list; the search runs when you stop typing.</li>',
  '<li>Click a column heading to sort by it; click it again to reverse the order.</li>',
  "<li>The page, sort and search are kept in the address, so the browser's Back button and a reload keep your place.</li>",
  '<li>Use the pencil icon in the <strong>Action</strong> column to edit a row and the bin icon to delete it. GlassDesk always asks before deleting.</li>',
  '</ul>',
  '<h3>Roles and operations</h3>',
  '<p>What you can see and do depends on the operations your role holds, such as <em>List Cities</em> or <em>Add FAQ</em>. Buttons for actions you may not take are hidden, and the server refuses them anyway. If a screen says <em>You do not have the permission to view this page</em>, ask your administrator to add the operation to your role.</p>',
  '<h3>Forgotten password</h3>',
  '<ol>',
  '<li>On the login page choose <strong>Forgot password?</strong> and enter your email address.</li>',
  '<li>Read the 4-digit code sent to that address.</li>',
  '<li>Enter the code and your new password twice, then sign in with the new password.</li>',
  '</ol>',
  '<p>The code expires after a few minutes and works only once. Resetting your password signs you out everywhere.</p>',
  '<h3>Contacting support</h3>',
  '<p>If something does not work, use the public <strong>Support</strong> page at <code>/support</code>, which works without signing in: give your name, email address and a short description, and the support team will answer by email. Your administrator can also change your access or reset your password.</p>',
].join('\n');

export async function up(db: Kysely<any>): Promise<void> {
  await timestamps(
    idColumn(db, db.schema.createTable('faqs'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull()),
  ).execute();
  await indexLower(db, 'faqs', 'title');
  await db.schema.createIndex('faqs_created_at_idx').on('faqs').column('created_at').execute();

  await timestamps(idColumn(db, db.schema.createTable('help')).addColumn('content', 'text', (c) => c.notNull())).execute();
  const now = new Date().toISOString();
  await db.insertInto('help').values({ content: FIRST_HELP, created_at: now, updated_at: now }).execute();

  // Names are unique whatever their case; the same index serves sorting by lower(name).
  for (const table of ['warranty_reasons', 'glass_types']) {
    await timestamps(idColumn(db, db.schema.createTable(table)).addColumn('name', 'text', (c) => c.notNull())).execute();
    await uniqueLower(db, table, 'name');
    await db.schema.createIndex(`${table}_created_at_idx`).on(table).column('created_at').execute();
  }

  await timestamps(
    idColumn(db, db.schema.createTable('support_requests'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull()),
  ).execute();
  await indexLower(db, 'support_requests', 'name');
  await indexLower(db, 'support_requests', 'email');
  await db.schema.createIndex('support_requests_created_at_idx').on('support_requests').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['support_requests', 'glass_types', 'warranty_reasons', 'help', 'faqs']) await db.schema.dropTable(t).execute();
}
