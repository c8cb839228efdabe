import { useLayoutEffect } from 'react';

/**
 * index.html paints the product name (the portal's, for a signed-in page, its app bar and the page's heading) before
 * the app's code has loaded; the first screen the app shows removes it, in the same frame as that screen's
 * own content (a layout effect), so nothing blinks.
 */
export function useBootDone() {
  useLayoutEffect(() => {
    for (const id of ['boot-brand', 'boot-bar', 'boot-page', 'boot-card']) document.getElementById(id)?.remove();
  }, []);
}
