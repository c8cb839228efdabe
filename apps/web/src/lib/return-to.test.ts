import { describe, expect, it } from 'vitest';
import { loginPathFor as portalLoginPathFor, safeNextPath } from '../portal/lib/return-to';
import { loginPathFor, safeReturnPath } from './return-to';

// Both sign-in pages read `next` through one guard (safe-return-path.ts): the back-office's /login under /dashboard,
// the portal's /portal/login under /portal (answering the path inside its router). Every hostile case is checked
// for both uses.
const USES = [
  { use: 'back-office', base: '/dashboard', other: '/portal', safe: safeReturnPath },
  { use: 'portal', base: '/portal', other: '/dashboard', safe: safeNextPath },
];

describe.each(USES)('the return path of the $use (only our $base pages; no open redirect)', ({ base, other, safe }) => {
  it.each([
    [null],
    [''],
    [`${base.slice(1)}/tickets`],
    [`https://evil.example${base}`],
    [`${window.location.origin}${base}/tickets`],
    [`//evil.example${base}`],
    ['/\\evil.example'],
    [`/\\evil.example${base}`],
    [`\\\\evil.example${base}`],
    [`/\t/evil.example${base}`],
    [`${base}\\..\\${other.slice(1)}`],
    ['javascript:alert(1)'],
    ['/login'],
    [`${base}x`],
    [`${base}/../login`],
    [`/privacy-policy?next=${base}`],
    [`${other}/tickets`],
  ])('refuses %j', (raw) => {
    expect(safe(raw)).toBeNull();
  });
});

describe('the back-office keeps the /dashboard page whole', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/cities', '/dashboard/cities'],
    ['/dashboard/cities?page=2&search=osl', '/dashboard/cities?page=2&search=osl'],
    ['/dashboard/profile?tab=password#top', '/dashboard/profile?tab=password#top'],
  ])('keeps %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });
});

describe('the portal answers the page inside its router, never a public one', () => {
  it.each([
    ['/portal/tickets/12', '/tickets/12'],
    ['/portal/tickets/12?tab=photos#top', '/tickets/12?tab=photos#top'],
    ['/portal/trolleys', '/trolleys'],
    ['/portal/account', '/account'],
    ['/portal', '/'],
    ['/portal/', '/'],
  ])('accepts %s as %s', (raw, inside) => expect(safeNextPath(raw)).toBe(inside));

  it.each(['/portal/login', '/portal/login/', '/portal/register', '/portal/forgot', '/portal/waiting'])('refuses %s', (raw) => expect(safeNextPath(raw)).toBeNull());
});

describe('loginPathFor (back-office)', () => {
  it('names the page with its query and hash', () => {
    const to = loginPathFor({ pathname: '/dashboard/cities', search: '?page=2&search=a%20b', hash: '' });
    expect(to).toBe('/login?next=%2Fdashboard%2Fcities%3Fpage%3D2%26search%3Da%2520b');
    expect(safeReturnPath(new URLSearchParams(to.split('?')[1]).get('next'))).toBe('/dashboard/cities?page=2&search=a%20b');
  });

  it('is plain /login from the dashboard home or from outside /dashboard', () => {
    expect(loginPathFor({ pathname: '/dashboard', search: '', hash: '' })).toBe('/login');
    expect(loginPathFor({ pathname: '/support', search: '', hash: '' })).toBe('/login');
  });
});

describe('loginPathFor (portal)', () => {
  it('asks to come back to the page a signed-out customer opened, not to the home page or a public one', () => {
    expect(portalLoginPathFor({ pathname: '/tickets/12', search: '?x=1', hash: '' })).toBe(`/login?next=${encodeURIComponent('/portal/tickets/12?x=1')}`);
    expect(portalLoginPathFor({ pathname: '/tickets', search: '', hash: '' })).toBe('/login');
    expect(portalLoginPathFor({ pathname: '/tickets', search: '?page=2', hash: '' })).toBe(`/login?next=${encodeURIComponent('/portal/tickets?page=2')}`);
    expect(portalLoginPathFor({ pathname: '/', search: '', hash: '' })).toBe('/login');
    expect(portalLoginPathFor({ pathname: '/login', search: '', hash: '' })).toBe('/login');
  });
});
