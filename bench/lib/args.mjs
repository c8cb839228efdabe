// The command line of a bench on the generated fleet (lib/fleet.mjs): --db sqlite|postgres, --customers N,
// --trolleys N, --transactions N, --out FILE and --keep, plus each script's own options.
import { parseArgs } from 'node:util';

/** A count as typed, with `_` allowed between digits ('1_000_000'). */
export const n = (v) => Number(String(v).replace(/_/g, ''));

/**
 * Parses the command line with the common options and `options` (a script's own, which may also set another default
 * for a common one, e.g. transactions). The dialect is --db, else postgres when DATABASE_URL is set, else sqlite.
 */
export function fleetArgs(options = {}) {
  const { values: args } = parseArgs({
    options: {
      db: { type: 'string' },
      customers: { type: 'string', default: '10000' },
      trolleys: { type: 'string', default: '100000' },
      transactions: { type: 'string', default: '1000000' },
      out: { type: 'string' },
      keep: { type: 'boolean', default: false },
      ...options,
    },
  });
  const dialect = args.db ?? (process.env.DATABASE_URL ? 'postgres' : 'sqlite');
  const size = { customers: n(args.customers), trolleys: n(args.trolleys), transactions: n(args.transactions) };
  return { args, dialect, size };
}
