import { useEffect, useRef } from 'react';

/**
 * Focuses the element once the screen that mounted it is painted: after the next frame, in a task of its own. A
 * field's `autoFocus` focuses it inside React's commit, where the focus forces a layout of the whole page and its
 * focus styles re-render the field at once: on the first screen of a public page that made the commit one long task
 * on a slow phone (~25 ms of 55, 100 ms at Lighthouse's 4x slowdown). Nothing is focused if someone already focused
 * something else meanwhile.
 */
export function useFocusWhenShown<T extends HTMLElement>(on: boolean | undefined) {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    if (!on) return;
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        const active = document.activeElement;
        if (!active || active === document.body) ref.current?.focus();
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [on]);
  return ref;
}
