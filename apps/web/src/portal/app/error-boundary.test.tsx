import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { PageErrorBoundary } from './error-boundary';
import { retrying } from './routes';

let online = true;
afterEach(() => {
  online = true;
  vi.restoreAllMocks();
});

const goOnline = () => {
  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
};

describe('a page that fails offline recovers by itself when the network returns', () => {
  it('a page whose code could not load offline says so, then opens once the browser is online again (no Reload)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    online = false;
    // Its chunk: not reachable offline, then served.
    const load = vi.fn(() => (online ? Promise.resolve({ default: () => <h1>My Tickets</h1> }) : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
    const Page = retrying(load);
    render(
      <PageErrorBoundary resetKey="/tickets">
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </PageErrorBoundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You are offline, and this page has not been opened on this device before. It opens by itself once you are back online.',
    );
    goOnline();
    expect(await screen.findByRole('heading', { name: 'My Tickets' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // Asked for again once online: the failed load was not kept.
    expect(load.mock.results.at(-1)!.type).toBe('return');
    expect(load.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('a page that fails while online offers Reload, and another page clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('render failed');
    };
    const { rerender } = render(
      <PageErrorBoundary resetKey="/a">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    rerender(
      <PageErrorBoundary resetKey="/b">
        <p>Another page</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('Another page')).toBeTruthy();
  });
});
