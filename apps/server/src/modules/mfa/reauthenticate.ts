import type { AppContext } from '../../app-context.js';
import { now } from '../../db/sql.js';
import { forbidden } from '../../lib/http-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { AuthUser } from '../../plugins/auth.js';
import { findPasswordHash } from '../users/users.service.js';

/** A factor changes without the password only within this long of signing in (ASVS V7.5.1). */
export const REAUTH_WINDOW_MS = 10 * 60_000;

/**
 * Re-authentication before a factor changes (ASVS V7.5.1): the password, or a session signed in within the last
 * ten minutes (the password was just typed). A wrong password is 403.
 */
export async function reauthenticate(ctx: Pick<AppContext, 'db'>, me: AuthUser, password: string | undefined) {
  if (password === undefined) {
    if (now().getTime() - Date.parse(me.signedInAt) <= REAUTH_WINDOW_MS) return;
    throw forbidden('Enter your password to change a second factor.');
  }
  const stored = await findPasswordHash(ctx.db, me.id);
  if (!stored || !(await verifyPassword(password, stored.password_hash))) throw forbidden('Password is incorrect.');
}
