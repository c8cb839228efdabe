import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { portalRoutes, signedInPathOf } from './routes';

describe('signedInPathOf (what preloadSignedIn loads early)', () => {
  it.each([
    ['/tickets', 'tickets'],
    ['/tickets/', 'tickets'],
    ['/tickets/new', 'tickets/new'],
    ['/tickets/12', 'tickets/:id'],
    ['/trolleys', 'trolleys'],
    ['/statements', 'statements'],
    ['/statements/2026-11', 'statements/:month'],
    ['/account', 'account'],
    ['/login', undefined],
    ['/register', undefined],
    ['/', undefined],
    ['/tickets/12/extra', undefined],
    ['/nowhere', undefined],
  ])('%s -> %s', (pathname, expected) => {
    expect(signedInPathOf(pathname)).toBe(expected);
  });

  it('names the route the router matches for every signed-in page', () => {
    for (const pathname of ['/tickets', '/tickets/new', '/tickets/12', '/trolleys', '/statements', '/statements/2026-11', '/account']) {
      const matched = matchRoutes(portalRoutes, pathname)?.at(-1)?.route.path;
      expect(matched).toBe(signedInPathOf(pathname));
    }
  });
});
