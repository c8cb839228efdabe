import { z } from './zod.js';
import { MAX_ID } from './limits.js';

// CONTRACT: sort_by, order and search default to the word 'all' (none); start 0; limit 10, at most 200.
export const PAGE_SIZES = [10, 20, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 200;

export function pagingQuery<const C extends readonly [string, ...string[]]>(sortColumns: C) {
  return z.object({
    sort_by: z.enum(['all', ...sortColumns] as [string, ...string[]]).default('all') as unknown as z.ZodDefault<z.ZodEnum<{ [K in C[number] | 'all']: K }>>,
    order: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['asc', 'desc', 'all']).default('all')),
    // An offset past the last possible row: no page, and PostgreSQL's bigint is never asked to hold more.
    start: z.coerce.number().int().min(0).max(MAX_ID).default(0),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    // NUL: PostgreSQL cannot hold it in a text value, so a search containing one would fail there (a 500).
    search: z
      .string()
      .overwrite((s) => s.replace(/\0/g, ''))
      .trim()
      .max(200)
      .default('all'),
  });
}

export type PagingQuery<S extends string = string> = {
  sort_by: S | 'all';
  order: 'asc' | 'desc' | 'all';
  start: number;
  limit: number;
  search: string;
};

export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), count: z.number().int() });
}

export type ListResult<T> = { list: T[]; count: number };
