import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKey, useInvalidate } from '../../../lib/query-keys';
import { saveFile } from '../../../lib/save-file';

// A customer's monthly statements. Under the 'trolleys' root: a hand-over or a charge changes them.
const keys = {
  list: (customerId: number) => queryKey('trolleys', 'statements', customerId),
  one: (customerId: number, month: string) => queryKey('trolleys', 'statements', customerId, month),
};

/** GET /customers/{id}/statements: every month from the first hold to now, newest first (a few dozen: one request). */
export const useStatements = (customerId: number, enabled = true) =>
  useQuery({ queryKey: keys.list(customerId), queryFn: ({ signal }) => api.get('/customers/{id}/statements', { params: { id: customerId }, signal }), enabled });

export const useStatement = (customerId: number, month: string) =>
  useQuery({
    queryKey: keys.one(customerId, month),
    queryFn: ({ signal }) => api.get('/customers/{id}/statements/{month}', { params: { id: customerId, month }, signal }),
  });

/** PUT .../close: the month is frozen; every statement of the customer is read again (the next month's adjustments). */
export function useCloseStatement(customerId: number) {
  const invalidate = useInvalidate([keys.list(customerId)]);
  return useMutation({
    mutationFn: (month: string) => api.put('/customers/{id}/statements/{month}/close', { params: { id: customerId, month } }),
    onSuccess: invalidate,
  });
}

/** GET /report/customers/{id}/statements/{month}/export, saved as statement-<id>-<month>.xlsx. */
export async function exportStatement(customerId: number, month: string) {
  const blob = await api.download('/report/customers/{id}/statements/{month}/export', { params: { id: customerId, month } });
  saveFile(blob, `statement-${customerId}-${month}.xlsx`);
}
