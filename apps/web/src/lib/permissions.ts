import { operationForRoute } from '@glassdesk/shared';
import { useOperations } from './session';

/** spec §2 route table: may the user open this /dashboard route pattern? */
export function canOpen(pattern: string, operations: ReadonlySet<string>) {
  const needed = operationForRoute(pattern);
  return needed === null || operations.has(needed);
}

export function useHasOperation(operation: string) {
  return useOperations().has(operation);
}

/** Whether the user may open a /dashboard route pattern: a list shows its Add or Edit action only then. */
export function useCanOpen(pattern: string) {
  return canOpen(pattern, useOperations());
}
