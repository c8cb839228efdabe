import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bindRequest, currentRequest, outsideRequests, releaseRequest } from './request-context.js';

const request = (method: string, id: string) => ({ method, id }) as unknown as FastifyRequest;
/** Runs `work` as a request's own async chain (a fresh promise), as Fastify's hooks and handler run. */
const inChain = <T>(work: () => Promise<T>) => Promise.resolve().then(work);
const tick = () => new Promise((r) => setTimeout(r, 1));

describe('the request context', () => {
  it('a write is its own context through everything it awaits, until it is answered', async () => {
    const post = request('POST', 'w1');
    await inChain(async () => {
      bindRequest(post);
      await tick();
      expect(currentRequest()).toBe(post);
      expect(outsideRequests(() => currentRequest())).toBeUndefined();
      releaseRequest(post);
      // The last one answered: the store is off.
      expect(currentRequest()).toBeUndefined();
    });
  });

  it('a read runs without one (reads record nothing)', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      const read = request(method, `r-${method}`);
      await inChain(async () => {
        bindRequest(read);
        await tick();
        expect(currentRequest()).toBeUndefined();
        releaseRequest(read);
      });
    }
  });

  it('writes in flight together each keep their own, whichever is answered first', async () => {
    const a = request('PUT', 'a');
    const b = request('DELETE', 'b');
    let release!: () => void;
    const bAnswered = new Promise<void>((r) => (release = r));
    const runA = inChain(async () => {
      bindRequest(a);
      await bAnswered;
      await tick();
      expect(currentRequest()).toBe(a);
      releaseRequest(a);
      releaseRequest(a); // onResponse and onRequestAbort both: counted once
    });
    await inChain(async () => {
      bindRequest(b);
      bindRequest(b);
      await tick();
      expect(currentRequest()).toBe(b);
      releaseRequest(b);
    });
    release();
    await runA;
    expect(currentRequest()).toBeUndefined();
    // And the next write binds again.
    const c = request('PATCH', 'c');
    await inChain(async () => {
      bindRequest(c);
      await tick();
      expect(currentRequest()).toBe(c);
      releaseRequest(c);
    });
  });
});
