import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { formatApiError, type ErrorStyle } from '../../lib/api-error';
import { useNotify } from '../snackbar';
import { AFTER_SAVE_STATE } from './after-save';

type Options<V> = {
  save: (values: V) => Promise<unknown>;
  /** e.g. 'Added successfully' or 'Updated Successfully' (spec §8). */
  successMessage: string;
  /** Where the form goes once saved, usually its list. */
  backTo: string;
  /** spec §8: which rule this form uses to show a refusal. */
  errorStyle: ErrorStyle;
  /**
   * A failure the form shows itself instead of the snackbar (a stale save's 412): true when it did. The values are
   * those submitted, kept for a second try.
   */
  onRefused?: (error: unknown, values: V) => boolean;
};

/**
 * The submit handler of an add/update form: save, report, go back; or show the refusal. Awaiting the promise
 * (not mutate callbacks) keeps the message even when a 401 has already taken the user to /login.
 *
 * One save at a time: a call while one runs is dropped (a ref, because a double click or Enter pressed twice
 * lands before React re-renders the disabled button). After a success the guard stays closed until the
 * navigation back has happened; that navigation carries AFTER_SAVE_STATE, so the unsaved-changes prompt lets
 * it through and the list focuses its heading.
 */
export function useSaveHandler<V>({ save, successMessage, backTo, errorStyle, onRefused }: Options<V>) {
  const navigate = useNavigate();
  const notify = useNotify();
  const running = useRef(false);
  return async (values: V) => {
    if (running.current) return;
    running.current = true;
    try {
      await save(values);
    } catch (error) {
      running.current = false;
      if (!onRefused?.(error, values)) notify.error(formatApiError(error, errorStyle));
      return;
    }
    notify.success(successMessage);
    try {
      await navigate(backTo, { state: AFTER_SAVE_STATE });
    } finally {
      running.current = false;
    }
  };
}
