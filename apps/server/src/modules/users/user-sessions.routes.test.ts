import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createRole, createUserQuick, quickTokenWith } from '../../test/factories.js';
import { hashToken } from '../../lib/tokens.js';

// CONTRACT "Staff sign-in: second factors and sessions": a person sees and ends their own sessions (ASVS V7.5.2),
// an admin ends a user's (V7.4.5).
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A user signed in from several browsers: one token per user-agent, in sign-in order. */
async function signedInThrice(agents = [DESKTOP, PHONE, DESKTOP]) {
  const user = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []) });
  const tokens: string[] = [];
  for (const agent of agents) {
    const res = await t.api({ method: 'POST', url: '/login', payload: { email: user.email, password: user.password }, headers: { 'user-agent': agent } });
    expect(res.statusCode).toBe(200);
    tokens.push(res.json().token);
  }
  return { user, tokens };
}
const sessionIdOf = async (token: string) => Number((await t.ctx.db.selectFrom('sessions').select('id').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow()).id);
const me = (token: string) => t.api({ method: 'GET', url: '/user', token });
const list = async (token: string) => {
  const res = await t.api({ method: 'GET', url: '/me/sessions', token });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; created_at: string; last_used_at: string; ip: string | null; user_agent: string | null; current: boolean }[];
};

describe('my sessions', () => {
  it('lists each signed-in browser with when it signed in and was last used, its address and browser, this one marked', async () => {
    const { tokens } = await signedInThrice();
    const sessions = await list(tokens[1]);
    expect(sessions).toHaveLength(3);
    expect(sessions.map((s) => s.id).sort()).toEqual((await Promise.all(tokens.map(sessionIdOf))).sort());
    expect(sessions.filter((s) => s.current)).toEqual([expect.objectContaining({ id: await sessionIdOf(tokens[1]), user_agent: PHONE })]);
    for (const s of sessions) {
      expect(s).toEqual({
        id: expect.any(Number),
        created_at: expect.any(String),
        last_used_at: expect.any(String),
        ip: '127.0.0.1',
        user_agent: expect.any(String),
        current: expect.any(Boolean),
      });
      expect(Date.parse(s.last_used_at)).toBeGreaterThanOrEqual(Date.parse(s.created_at));
    }
    // No token or hash in the answer.
    const body = JSON.stringify(sessions);
    for (const token of tokens) expect(body).not.toContain(token);
    expect(body).not.toContain('token');
  });

  it('leaves out the sessions that ended: signed out, idle, past their limit', async () => {
    const { tokens } = await signedInThrice();
    expect((await t.api({ method: 'POST', url: '/logout', token: tokens[0] })).statusCode).toBe(200);
    await t.ctx.db
      .updateTable('sessions')
      .set({ last_used_at: new Date(Date.now() - t.ctx.config.sessionIdleMs - 1_000).toISOString() })
      .where('token_hash', '=', hashToken(tokens[1]))
      .execute();
    const sessions = await list(tokens[2]);
    expect(sessions).toEqual([expect.objectContaining({ id: await sessionIdOf(tokens[2]), current: true })]);
  });

  it('End: that browser is signed out at its next call, the others stay; the same End again, or on a session not mine, is 404', async () => {
    const { tokens } = await signedInThrice();
    const other = await sessionIdOf(tokens[0]);
    const ended = await t.api({ method: 'DELETE', url: `/me/sessions/${other}`, token: tokens[2] });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ message: 'Session ended.' });
    expect((await me(tokens[0])).statusCode).toBe(401);
    expect((await me(tokens[1])).statusCode).toBe(200);
    expect((await me(tokens[2])).statusCode).toBe(200);
    expect((await list(tokens[2])).map((s) => s.id)).not.toContain(other);

    expect((await t.api({ method: 'DELETE', url: `/me/sessions/${other}`, token: tokens[2] })).json()).toEqual({ detail: 'Session not found.' });
    // Someone else's session: the same 404, and it goes on working.
    const { tokens: theirs } = await signedInThrice([DESKTOP]);
    const res = await t.api({ method: 'DELETE', url: `/me/sessions/${await sessionIdOf(theirs[0])}`, token: tokens[2] });
    expect(res.statusCode).toBe(404);
    expect((await me(theirs[0])).statusCode).toBe(200);
    expect((await t.api({ method: 'DELETE', url: '/me/sessions/abc', token: tokens[2] })).statusCode).toBe(422);
  });

  it('End on this very session signs out', async () => {
    const { tokens } = await signedInThrice([DESKTOP]);
    expect((await t.api({ method: 'DELETE', url: `/me/sessions/${await sessionIdOf(tokens[0])}`, token: tokens[0] })).statusCode).toBe(200);
    expect((await me(tokens[0])).statusCode).toBe(401);
  });

  it('End all others: every other session of mine ends, this one stays, and nobody else is touched', async () => {
    const { tokens } = await signedInThrice();
    const { tokens: theirs } = await signedInThrice([DESKTOP]);
    const res = await t.api({ method: 'DELETE', url: '/me/sessions', token: tokens[1] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: '2 other sessions ended.' });
    expect((await me(tokens[0])).statusCode).toBe(401);
    expect((await me(tokens[2])).statusCode).toBe(401);
    expect((await me(tokens[1])).statusCode).toBe(200);
    expect((await me(theirs[0])).statusCode).toBe(200);
    expect((await t.api({ method: 'DELETE', url: '/me/sessions', token: tokens[1] })).json()).toEqual({ message: 'No other session was signed in.' });
  });

  it('needs a session: 401 without one', async () => {
    expect((await t.api({ method: 'GET', url: '/me/sessions' })).statusCode).toBe(401);
    expect((await t.api({ method: 'DELETE', url: '/me/sessions' })).statusCode).toBe(401);
    expect((await t.api({ method: 'DELETE', url: '/me/sessions/1' })).statusCode).toBe(401);
  });
});

describe("an admin ends a user's sessions (Update User)", () => {
  it('every session of that user ends at its next call; the admin and other users stay signed in', async () => {
    const { user, tokens } = await signedInThrice();
    const { tokens: theirs } = await signedInThrice([DESKTOP]);
    const res = await t.api({ method: 'DELETE', url: `/users/${user.id}/sessions`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: '3 sessions ended.' });
    for (const token of tokens) expect((await me(token)).statusCode).toBe(401);
    expect((await me(theirs[0])).statusCode).toBe(200);
    expect((await me(admin)).statusCode).toBe(200);
    // The user signs in again as usual.
    expect((await t.api({ method: 'POST', url: '/login', payload: { email: user.email, password: user.password } })).statusCode).toBe(200);
    expect((await t.api({ method: 'DELETE', url: `/users/${user.id}/sessions`, token: admin })).json()).toEqual({ message: '1 session ended.' });
    expect((await t.api({ method: 'DELETE', url: `/users/${user.id}/sessions`, token: admin })).json()).toEqual({ message: 'No session was signed in.' });
  });

  it('403 without Update User, 404 for no such user, 403 for a user whose role holds operations the caller lacks', async () => {
    const { user, tokens } = await signedInThrice([DESKTOP]);
    const { token: lister } = await quickTokenWith(t, ['List Users']);
    expect((await t.api({ method: 'DELETE', url: `/users/${user.id}/sessions`, token: lister })).statusCode).toBe(403);
    expect((await me(tokens[0])).statusCode).toBe(200);
    const { token: updater } = await quickTokenWith(t, ['Update User', 'List Users']);
    expect((await t.api({ method: 'DELETE', url: '/users/987654/sessions', token: updater })).statusCode).toBe(404);
    // The Super Admin's sessions are not a lesser admin's to end.
    const superAdmin = (await me(admin)).json().id as number;
    expect((await t.api({ method: 'DELETE', url: `/users/${superAdmin}/sessions`, token: updater })).statusCode).toBe(403);
    expect((await me(admin)).statusCode).toBe(200);
    expect((await t.api({ method: 'DELETE', url: `/users/${user.id}/sessions`, token: updater })).statusCode).toBe(200);
    expect((await me(tokens[0])).statusCode).toBe(401);
  });
});
