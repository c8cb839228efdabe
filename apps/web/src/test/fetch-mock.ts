import { vi } from 'vitest';

export type MockCall = { method: string; url: URL; body: unknown; headers: Record<string, string> };
export type MockAnswer = { status?: number; body?: unknown; headers?: Record<string, string> } | 'network-error';
type Handler = (call: MockCall) => MockAnswer | Promise<MockAnswer>;

/** Replaces fetch for one test; each request is answered by `handler` and recorded in `calls`. */
export function mockFetch(handler: Handler) {
  const calls: MockCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: MockCall = {
      method: init.method ?? (input instanceof Request ? input.method : 'GET'),
      // A Request carries its url; String(request) would be "[object Request]".
      url: new URL(input instanceof Request ? input.url : input, 'http://localhost'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const answer = await handler(call);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': 'application/json', ...answer.headers } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
