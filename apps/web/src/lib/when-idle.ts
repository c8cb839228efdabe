/**
 * Runs `task` once the browser is idle after the first screen (requestIdleCallback, at the latest after `timeout`
 * ms; a task without it: the next one). For the work a first screen does not show (a background flush, code a later
 * tap needs): it then runs in a task of its own after the start-up instead of lengthening it. Answers the cancel.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}
