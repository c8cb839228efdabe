import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers for these options, worked out once. They are the same for every response (no CSP nonces), while
 * @fastify/helmet built a new helmet middleware, re-parsing the CSP, on every request (about 10% of an
 * authenticated GET /cities). The middleware runs once against a recording response; each request then gets the
 * recorded headers.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error('helmet refused its options', { cause: err });
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}
