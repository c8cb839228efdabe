import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Faq, FaqWrite, ListResult, PagingQuery } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';

export const faqKeys = {
  all: ['faqs'] as const,
  lists: () => [...faqKeys.all, 'list'] as const,
  list: (query: PagingQuery) => [...faqKeys.lists(), query] as const,
  detail: (id: number) => [...faqKeys.all, 'detail', id] as const,
};

export const fetchFaqs = (query: PagingQuery, signal?: AbortSignal) => api.get<ListResult<Faq>>('/faqs', { query, signal });
export const fetchFaq = (id: number, signal?: AbortSignal) => api.get<Faq>(`/faqs/${id}`, { signal });
export const createFaq = (body: FaqWrite) => api.post<Faq>('/faqs', body);
export const updateFaq = (id: number, body: FaqWrite) => api.put<Faq>(`/faqs/${id}`, body);
export const deleteFaq = (id: number) => api.delete<{ message: string }>(`/faqs/${id}`);

export const faqsQuery = (query: PagingQuery) =>
  queryOptions({ queryKey: faqKeys.list(query), queryFn: ({ signal }) => fetchFaqs(query, signal), placeholderData: keepPreviousData });
export const faqQuery = (id: number) => queryOptions({ queryKey: faqKeys.detail(id), queryFn: ({ signal }) => fetchFaq(id, signal) });

export const useFaqs = (query: PagingQuery) => useQuery(faqsQuery(query));
export const useFaq = (id: number) => useQuery(faqQuery(id));

function useInvalidateFaqs() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: faqKeys.all });
}

export function useCreateFaq() {
  const invalidate = useInvalidateFaqs();
  return useMutation({ mutationFn: createFaq, onSuccess: invalidate });
}

export function useUpdateFaq(id: number) {
  const invalidate = useInvalidateFaqs();
  return useMutation({ mutationFn: (body: FaqWrite) => updateFaq(id, body), onSuccess: invalidate });
}

export function useDeleteFaq() {
  const invalidate = useInvalidateFaqs();
  return useMutation({ mutationFn: deleteFaq, onSuccess: invalidate });
}
