import { useNavigate } from 'react-router';
import { formatApiError, type ErrorStyle } from '../../lib/api-error';
import { useNotify } from '../snackbar';

type Options<V> = {
  save: (values: V) => Promise<unknown>;
  /** e.g. 'Added successfully' or 'Updated Successfully' (spec §8). */
  successMessage: string;
  /** Where the form goes once saved, usually its list. */
  backTo: string;
  /** spec §8: which rule this form uses to show a refusal. */
  errorStyle: ErrorStyle;
};

/**
 * The submit handler of an add/update form: save, report, go back; or show the refusal. Awaiting the promise
 * (not mutate callbacks) keeps the message even when a 401 has already taken the user to /login.
 */
export function useSaveHandler<V>({ save, successMessage, backTo, errorStyle }: Options<V>) {
  const navigate = useNavigate();
  const notify = useNotify();
  return async (values: V) => {
    try {
      await save(values);
    } catch (error) {
      notify.error(formatApiError(error, errorStyle));
      return;
    }
    notify.success(successMessage);
    navigate(backTo);
  };
}
