import { expect } from 'vitest';
import { ALL_OPERATIONS, type OperationName } from '@glassdesk/shared';
import type { TestApp } from './build-test-app.js';
import { quickTokenWith } from './factories.js';

/** An endpoint and the operations that open it (any one of them is enough). */
export type GuardedCall = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; ops: OperationName[] };

const tokens = new WeakMap<TestApp, Map<string, Promise<string>>>();

/** A signed-in user whose role holds exactly these operations; one per set and app (a sign-in costs a hash). */
export function tokenFor(t: TestApp, operations: readonly OperationName[]): Promise<string> {
  const cache = tokens.get(t) ?? new Map<string, Promise<string>>();
  tokens.set(t, cache);
  const key = [...operations].sort().join('|');
  let token = cache.get(key);
  if (!token) cache.set(key, (token = quickTokenWith(t, [...operations]).then((u) => u.token)));
  return token;
}

/**
 * For every call: 401 without a token; 403 {detail} for a user holding every operation except the ones that
 * open it; and neither 401 nor 403 for a user holding just one of those.
 */
export async function expectOperationChecks(t: TestApp, calls: GuardedCall[]) {
  for (const { ops, ...call } of calls) {
    const key = `${call.method} ${call.url}`;
    const anonymous = await t.api({ ...call });
    expect({ key, status: anonymous.statusCode }).toEqual({ key, status: 401 });

    const allBut = await tokenFor(
      t,
      ALL_OPERATIONS.filter((op) => !ops.includes(op)),
    );
    const denied = await t.api({ ...call, token: allBut });
    expect({ key, status: denied.statusCode, body: denied.json() }).toEqual({ key, status: 403, body: { detail: "You don't have permission." } });

    for (const op of ops) {
      const allowed = await t.api({ ...call, token: await tokenFor(t, [op]) });
      expect({ key, op, refused: [401, 403].includes(allowed.statusCode) }).toEqual({ key, op, refused: false });
    }
  }
}
