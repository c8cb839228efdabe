import path from 'node:path';
import SQLite from 'better-sqlite3';
import { inject } from 'vitest';
import type { OperationName } from '@glassdesk/shared';
import { hashPassword } from '../apps/server/src/lib/passwords.js';

/**
 * Arranges what the UI cannot create yet (roles and users come with their own screens): rows written
 * straight into the E2E server's SQLite file, which WAL mode lets us share with the running server.
 */
export async function createUserWithOperations(operations: OperationName[], email: string, password: string) {
  const db = new SQLite(path.join(inject('dataDir'), 'glassdesk.sqlite'));
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  try {
    const now = new Date().toISOString();
    const role = db.prepare('insert into roles (name, editable, created_at, updated_at) values (?, 1, ?, ?) returning id').get(`E2E role ${email}`, now, now) as { id: number };
    const opIds = db.prepare(`select id from operations where name in (${operations.map(() => '?').join(',') || "''"})`).all(...operations) as { id: number }[];
    for (const op of opIds) db.prepare('insert into role_operations (role_id, operation_id) values (?, ?)').run(role.id, op.id);
    db.prepare('insert into users (first_name, last_name, email, password_hash, role_id, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)').run(
      'Limited',
      'Person',
      email,
      await hashPassword(password),
      role.id,
      now,
      now,
    );
  } finally {
    db.close();
  }
}

/**
 * A message in the E2E server's outbox that ran out of tries (as after a day of a refusing mail server), for the Mail
 * screen's Retry: written straight into the table, bodies included, so that a retry can send it (as a .eml file).
 */
export function createFailedMail(recipient: string, subject: string): number {
  const db = new SQLite(path.join(inject('dataDir'), 'glassdesk.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const at = new Date(Date.now() - 86_400_000).toISOString();
    const row = db
      .prepare(
        `insert into mail_outbox (kind, recipient, subject, text_body, html_body, customer_id, status, attempts, next_attempt_at, claimed_until, last_error, created_at, updated_at, sent_at)
         values ('support_alert', ?, ?, ?, ?, null, 'failed', 13, null, null, ?, ?, ?, null) returning id`,
      )
      .get(recipient, subject, `${subject}\n`, `<p>${subject}</p>`, 'connect ECONNREFUSED 127.0.0.1:587', at, at) as { id: number };
    return row.id;
  } finally {
    db.close();
  }
}
