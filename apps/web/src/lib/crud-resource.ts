import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListResult, PagingQuery } from '@glassdesk/shared';
import { api } from './api-client';
import { isNotFound } from './use-id-param';

export type CrudResourceConfig = {
  /** The API path of the collection, e.g. '/glass-types'; one item is `${base}/${id}`. */
  base: string;
  /** The first element of every query key of the resource, e.g. 'glass-types'. */
  key: string;
};

/**
 * The CRUD calls, query options and hooks of one admin resource: list (paged), one by id, create, update, delete.
 * Every mutation invalidates the resource's own keys (`keys.all`) and nothing else.
 *
 * Item: what GET /:id, POST and PUT answer; ListItem: a row of GET / when it differs (e.g. roles).
 */
export function createCrudResource<Item, Create, Update = Create, ListItem = Item>({ base, key }: CrudResourceConfig) {
  const keys = {
    all: [key] as const,
    lists: () => [...keys.all, 'list'] as const,
    list: (query: PagingQuery) => [...keys.lists(), query] as const,
    detail: (id: number) => [...keys.all, 'detail', id] as const,
  };

  const fetchList = (query: PagingQuery, signal?: AbortSignal) => api.get<ListResult<ListItem>>(base, { query, signal });
  const fetchOne = (id: number, signal?: AbortSignal) => api.get<Item>(`${base}/${id}`, { signal });
  const create = (body: Create) => api.post<Item>(base, body);
  const update = (id: number, body: Update) => api.put<Item>(`${base}/${id}`, body);
  const remove = (id: number) => api.delete<{ message: string }>(`${base}/${id}`);

  const listQuery = (query: PagingQuery) =>
    queryOptions({
      queryKey: keys.list(query),
      queryFn: ({ signal }) => fetchList(query, signal),
      // A new page or search keeps the rows on screen until the answer arrives.
      placeholderData: keepPreviousData,
    });
  const oneQuery = (id: number) => queryOptions({ queryKey: keys.detail(id), queryFn: ({ signal }) => fetchOne(id, signal) });

  const useList = (query: PagingQuery) => useQuery(listQuery(query));
  // A record the API does not know (404) shows the route's Page not found instead of the screen.
  const useOne = (id: number) => useQuery({ ...oneQuery(id), throwOnError: isNotFound });

  /** Marks every query of this resource stale; the promise lets a mutation wait for the refetch. */
  function useInvalidate() {
    const client = useQueryClient();
    return () => client.invalidateQueries({ queryKey: keys.all });
  }

  function useCreate() {
    const invalidate = useInvalidate();
    return useMutation({ mutationFn: create, onSuccess: invalidate });
  }

  function useUpdate(id: number) {
    const invalidate = useInvalidate();
    return useMutation({ mutationFn: (body: Update) => update(id, body), onSuccess: invalidate });
  }

  function useDelete() {
    const invalidate = useInvalidate();
    return useMutation({ mutationFn: remove, onSuccess: invalidate });
  }

  return {
    keys,
    fetchList,
    fetchOne,
    create,
    update,
    remove,
    listQuery,
    oneQuery,
    useList,
    useOne,
    useInvalidate,
    useCreate,
    useUpdate,
    useDelete,
  };
}
