import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { OFFLINE_BANNER, OfflineBanner } from './offline-banner';

let online = true;
afterEach(() => {
  online = true;
  vi.restoreAllMocks();
});

describe('the offline banner', () => {
  it('says "You are offline" while navigator.onLine is false, following the online and offline events', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    render(<OfflineBanner />);
    expect(screen.queryByText(OFFLINE_BANNER)).toBeNull();
    online = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_BANNER);
    expect(OFFLINE_BANNER).toMatch(/^You are offline/);
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(OFFLINE_BANNER)).toBeNull();
  });
});
