import { useCallback, useRef, useState, type FormEvent } from 'react';

/** A click that repeats the one before it in the same gesture (a double click's second: its detail is 2 or more). */
const isRepeatClick = (event: unknown) =>
  typeof event === 'object' && event !== null && (event as { type?: unknown }).type === 'click' && Number((event as { detail?: unknown }).detail) > 1;

/**
 * Runs an async action at most once at a time. The guard is a ref, not only state: a double click (or Enter
 * pressed twice) lands before React re-renders the disabled button, so state alone lets the second one through.
 * `busy` is the same fact as state, for the spinner and the disabled look.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(<A extends unknown[]>(action: (...args: A) => unknown) => {
    return async (...args: A): Promise<void> => {
      // The second click of a double click (its event's detail is 2) is the same gesture, even when the first call
      // has already finished (a fast download): never a second call.
      if (running.current || isRepeatClick(args[0])) return;
      running.current = true;
      setBusy(true);
      try {
        await action(...args);
      } finally {
        running.current = false;
        setBusy(false);
      }
    };
  }, []);
  return { busy, run, running };
}

/**
 * A form's submit handler (e.g. react-hook-form's `handleSubmit(onSave)`, whose promise settles when the save
 * does) guarded so one submit runs at a time: further submits while it runs are dropped, never sent.
 */
export function useSubmitGuard(handler: (event: FormEvent<HTMLFormElement>) => unknown) {
  const { busy, run } = useSingleFlight();
  const guarded = run(handler);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A dropped submit must not fall through to the browser's own (page-reloading) form submission.
    event.preventDefault();
    void guarded(event);
  };
  return { onSubmit, busy };
}
