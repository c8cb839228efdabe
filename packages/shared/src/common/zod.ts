import { z } from 'zod';

// In a browser our Content-Security-Policy forbids eval, so zod's compiled (JIT) parsers cannot run there, and zod's
// probe for them (a `new Function` it catches) is still reported as a CSP violation on every page that builds a
// schema (Lighthouse's best practices, the console). jitless skips the probe; the server keeps the faster JIT.
// Every schema module takes z from here, so this runs before the first schema is built.
if ('window' in globalThis) z.config({ jitless: true });

export { z };
