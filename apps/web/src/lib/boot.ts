import { useLayoutEffect } from 'react';

/**
 * index.html paints the product name before the app's code has loaded (issue 20); the first screen the app shows
 * removes it, in the same frame as that screen's own content (a layout effect), so nothing blinks.
 */
export function useBootDone() {
  useLayoutEffect(() => {
    document.getElementById('boot-brand')?.remove();
  }, []);
}
