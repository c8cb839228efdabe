import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseId } from '../../../lib/use-id-param';

/**
 * The tickets list's Business filter, kept in the URL (`?business=<id>`) with the rest of the list's state, so
 * back, refresh and shared links keep it. Changing it goes back to the first page.
 */
export function useBusinessParam() {
  const [params, setParams] = useSearchParams();
  const business = parseId(params.get('business') ?? undefined);
  const setBusiness = useCallback(
    (id: number | null) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete('business');
        else next.set('business', String(id));
        next.delete('page');
        return next;
      }),
    [setParams],
  );
  return { business, setBusiness };
}
