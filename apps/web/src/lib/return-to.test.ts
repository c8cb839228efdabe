import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-to';

describe('safeReturnPath (only our /dashboard pages; no open redirect)', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/cities', '/dashboard/cities'],
    ['/dashboard/cities?page=2&search=osl', '/dashboard/cities?page=2&search=osl'],
    ['/dashboard/profile?tab=password#top', '/dashboard/profile?tab=password#top'],
  ])('keeps %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['dashboard/cities'],
    ['https://evil.example/dashboard'],
    ['//evil.example/dashboard'],
    ['/\\evil.example/dashboard'],
    ['\\\\evil.example/dashboard'],
    ['/\t/evil.example/dashboard'],
    ['javascript:alert(1)'],
    ['/login'],
    ['/dashboardx'],
    ['/dashboard/../login'],
    ['/privacy-policy?next=/dashboard'],
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('loginPathFor', () => {
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
