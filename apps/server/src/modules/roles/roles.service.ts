import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { forbidden } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { roleOperationNames } from './roles.repository.js';

// The privilege-escalation guard: nobody grants, or takes away from others, an operation they do not hold.

/** The operations in `names` that the caller does not hold, sorted, for a readable refusal. */
export function lackedOperations(caller: AuthUser, names: Iterable<string>): string[] {
  return [...new Set(names)].filter((name) => !caller.operations.has(name)).sort();
}

/** 403 unless the caller holds every one of these operations. */
export function assertHoldsAll(caller: AuthUser, names: Iterable<string>, refusal: (lacked: string) => string) {
  const lacked = lackedOperations(caller, names);
  if (lacked.length) throw forbidden(refusal(lacked.join(', ')));
}

/** 403 unless the caller holds every operation the role holds now. */
export async function assertHoldsRole(db: Kysely<Database>, caller: AuthUser, roleId: number, refusal: (lacked: string) => string) {
  assertHoldsAll(caller, await roleOperationNames(db, roleId), refusal);
}

export const NOT_EDITABLE_ROLE = 'This Role is not editable.';
export const cannotGrant = (lacked: string) => `You cannot grant operations you do not hold: ${lacked}.`;
export const cannotChangeRole = (lacked: string) => `You cannot change a Role that holds operations you do not hold: ${lacked}.`;
