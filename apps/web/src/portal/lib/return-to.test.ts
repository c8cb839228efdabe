import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './return-to';

describe('where signing in leads (next)', () => {
  it.each([
    ['/portal/tickets/12', '/tickets/12'],
    ['/portal/tickets/12?tab=photos#top', '/tickets/12?tab=photos#top'],
    ['/portal/trolleys', '/trolleys'],
    ['/portal/account', '/account'],
    ['/portal', '/'],
    ['/portal/', '/'],
  ])('accepts %s as %s', (raw, inside) => expect(safeNextPath(raw)).toBe(inside));

  it.each([
    null,
    '',
    'tickets/12',
    'https://evil.example/portal/tickets',
    `${window.location.origin}/portal/tickets`,
    '//evil.example/portal',
    '/\\evil.example',
    '/portal\\..\\dashboard',
    '/dashboard/tickets',
    '/portalx',
    '/portal/login',
    '/portal/login/',
    '/portal/register',
    '/portal/forgot',
    '/portal/waiting',
    'javascript:alert(1)',
  ])('refuses %s', (raw) => expect(safeNextPath(raw)).toBeNull());

  it('asks to come back to the page a signed-out customer opened, not to the home page or a public one', () => {
    expect(loginPathFor({ pathname: '/tickets/12', search: '?x=1', hash: '' })).toBe(`/login?next=${encodeURIComponent('/portal/tickets/12?x=1')}`);
    expect(loginPathFor({ pathname: '/tickets', search: '', hash: '' })).toBe('/login');
    expect(loginPathFor({ pathname: '/tickets', search: '?page=2', hash: '' })).toBe(`/login?next=${encodeURIComponent('/portal/tickets?page=2')}`);
    expect(loginPathFor({ pathname: '/', search: '', hash: '' })).toBe('/login');
    expect(loginPathFor({ pathname: '/login', search: '', hash: '' })).toBe('/login');
  });
});
