import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { PortalApp } from '../app/portal-app';
import { PortalProviders } from '../app/providers';
import { SESSION_KEY, type PortalSession } from '../lib/session';

export const CUSTOMER: PortalSession = { id: 41, token: 'cust-token', first_name: 'Gina', last_name: 'Glazier', email: 'gina@example.com' };

/** Renders the whole portal (its providers and routes) at `path` ('/portal/login'), in memory, with a history state. */
export function renderPortal(path: string, state?: unknown) {
  const seen: { location: Location | null } = { location: null };
  function LocationSpy() {
    seen.location = useLocation();
    return null;
  }
  const view = render(
    <PortalProviders>
      <MemoryRouter basename="/portal" initialEntries={[{ pathname: new URL(path, 'http://x').pathname, search: new URL(path, 'http://x').search, state }]}>
        <PortalApp />
        <LocationSpy />
      </MemoryRouter>
    </PortalProviders>,
  );
  /** Where the portal is now, as the address bar shows it ('/portal/tickets/12?x=1'). */
  const where = () => (seen.location ? `/portal${seen.location.pathname === '/' ? '/' : seen.location.pathname}${seen.location.search}` : '');
  return { ...view, where, location: () => seen.location };
}

export function signInAs(session: PortalSession = CUSTOMER) {
  window.localStorage.setItem(SESSION_KEY, JSON.stringify(session));
}

/** The customer API path of a mocked call ('/login'), or null for any other address. */
export const customerPath = (url: URL) => (url.pathname.startsWith('/api/customer/v1.0') ? url.pathname.slice('/api/customer/v1.0'.length) : null);
