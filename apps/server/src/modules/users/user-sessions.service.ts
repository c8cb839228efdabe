import type { AppContext } from '../../app-context.js';
import { now } from '../../db/sql.js';
import { notFound } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { recordChange } from '../activity/activity.service.js';
import { listLiveSessions, revokeOwnSession, revokeUserSessions } from './user-sessions.repository.js';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/** GET /me/sessions: my live sessions, the most recently used first, the one of this call marked. */
export async function mySessions(ctx: Ctx, me: AuthUser) {
  const rows = await listLiveSessions(ctx.db, me.id, now(), ctx.config.sessionIdleMs);
  return rows.map((r) => ({
    id: Number(r.id),
    created_at: r.created_at,
    last_used_at: r.last_used_at ?? r.created_at,
    ip: r.ip,
    user_agent: r.user_agent,
    current: Number(r.id) === me.sessionId,
  }));
}

/** DELETE /me/sessions/{id}: ends one of my sessions (this one too: then it is a sign-out); 404 for any other. */
export async function endMySession(ctx: Ctx, me: AuthUser, sessionId: number) {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await revokeOwnSession(trx, me.id, sessionId))) throw notFound('Session');
    await recordChange(trx, 'user', me.id, undefined, 'session_ended', { changes: [] });
  });
}

/** DELETE /me/sessions: ends every session of mine but this one; how many ended. */
export async function endMyOtherSessions(ctx: Ctx, me: AuthUser) {
  return ctx.db.transaction().execute(async (trx) => {
    const ended = await revokeUserSessions(trx, me.id, me.sessionId);
    if (ended) await recordChange(trx, 'user', me.id, undefined, 'sessions_ended', { changes: [] });
    return ended;
  });
}
