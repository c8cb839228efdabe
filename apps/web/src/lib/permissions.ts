import { operationForRoute, type OperationName, type RoutePattern } from '@glassdesk/shared';
import { useOperations } from './session';

/** spec §2 route table: may the user open this /dashboard route pattern? */
export function canOpen(pattern: RoutePattern, operations: ReadonlySet<string>) {
  const needed = operationForRoute(pattern);
  return needed === null || operations.has(needed);
}

/** Typed by the shared catalogue: an operation name with a typo fails to compile. */
export function useHasOperation(operation: OperationName) {
  return useOperations().has(operation);
}

/** Whether the user may open a /dashboard route pattern: a list shows its Add or Edit action only then. */
export function useCanOpen(pattern: RoutePattern) {
  return canOpen(pattern, useOperations());
}
