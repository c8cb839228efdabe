import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ListResult, PagingQuery } from '@glassdesk/shared';
import { apiRequest, fillPath, type RequestOptions } from './api-client';
import type { CrudBase, SubListPath } from './api-types';
import { queryKey, useInvalidate, type Invalidation, type QueryRoot } from './query-keys';
import { isNotFound } from './use-id-param';

type Filter = NonNullable<RequestOptions['query']>;

export type CrudResourceConfig<Base extends string = string> = {
  /** The API path of the collection, e.g. '/glass-types'; one item is `${base}/${id}`. Checked against the OpenAPI
   * document: its list, item, create and update calls must answer and take the resource's types (api-types.ts). */
  base: Base;
  /** The root of every query key of the resource, e.g. 'glass-types'. */
  key: QueryRoot;
  /** What else a change to this resource shows on, e.g. a customer's business on the business screens. */
  invalidates?: readonly Invalidation[];
  /** spec §7: the trash is the list call with this filter (deleted=true; tickets use disabled=1). */
  trash?: Filter;
};

type SubList<Row> = {
  /** Its place in the key: [root, name, parent id, query]. */
  name: string;
  /** The list's path in the document; its {id}, when it has one, is the parent's id. */
  path: SubListPath<Row>;
  /** Further query parameters, e.g. the tickets of one business are GET /tickets?business=<id>. */
  filter?: (parentId: number) => Filter;
  /** The root it lives under when its rows belong to another resource (tickets), so changes there refresh it. */
  root?: QueryRoot;
};

/** A paged list's query: a new page or search keeps the rows on screen until the answer arrives. */
const pagedQuery = <Row, K extends readonly unknown[]>(queryKey: K, load: (signal: AbortSignal) => Promise<ListResult<Row>>) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => load(signal), placeholderData: keepPreviousData });

/**
 * The calls, query options and hooks of one admin resource: list (paged), trash, sub-lists, one by id, create,
 * update, delete, restore. Every mutation invalidates the resource's own keys and those it names in `invalidates`.
 *
 * Item: what GET /:id, POST and PUT answer; ListItem: a row of GET / when it differs (e.g. roles); Query: the
 * list's parameters when they are more than paging (e.g. tickets' disabled flag).
 */
export function createCrudResource<Item, Create, Update = Create, ListItem = Item, Query extends PagingQuery = PagingQuery>(
  config: CrudResourceConfig<CrudBase<Item, Create, Update, ListItem>>,
) {
  const { base, key, invalidates = [], trash = { deleted: true } } = config;
  const keys = {
    all: [key] as const,
    lists: () => [...keys.all, 'list'] as const,
    list: (query: Query) => [...keys.lists(), query] as const,
    trash: (query: PagingQuery) => [...keys.all, 'trash', query] as const,
    detail: (id: number) => [...keys.all, 'detail', id] as const,
  };

  // The paths are generic here; CrudBase has checked them and their types against the document for this base.
  const fetchList = (query: Query, signal?: AbortSignal) => apiRequest<ListResult<ListItem>>('GET', base, { query, signal });
  const itemPath = (id: number) => `${base}/${id}`;
  const fetchOne = (id: number, signal?: AbortSignal) => apiRequest<Item>('GET', itemPath(id), { signal });
  const create = (body: Create) => apiRequest<Item>('POST', base, { body });
  const update = (id: number, body: Update) => apiRequest<Item>('PUT', itemPath(id), { body });
  const remove = (id: number) => apiRequest<{ message: string }>('DELETE', `${base}/${id}`);
  const restore = (id: number) => apiRequest<{ message: string }>('PUT', `${base}/${id}/restore`);

  const listQuery = (query: Query) => pagedQuery(keys.list(query), (signal) => fetchList(query, signal));
  const trashQuery = (query: PagingQuery) => pagedQuery(keys.trash(query), (signal) => apiRequest<ListResult<ListItem>>('GET', base, { query: { ...query, ...trash }, signal }));
  const oneQuery = (id: number) => queryOptions({ queryKey: keys.detail(id), queryFn: ({ signal }) => fetchOne(id, signal) });

  const useList = (query: Query) => useQuery(listQuery(query));
  const useTrash = (query: PagingQuery) => useQuery(trashQuery(query));
  // A record the API does not know (404) shows the route's Page not found instead of the screen.
  const useOne = (id: number) => useQuery({ ...oneQuery(id), throwOnError: isNotFound });

  /** Marks this resource's queries and those it invalidates stale; the promise lets a mutation wait for the refetch. */
  const useInvalidateAll = () => useInvalidate([key, ...invalidates]);

  /** A mutation of this resource: once it succeeds, everything that shows the resource refreshes, and `also`. */
  function useChange<V, R>(mutationFn: (variables: V) => Promise<R>, also: readonly Invalidation[] = []) {
    return useMutation({ mutationFn, onSuccess: useInvalidate([key, ...invalidates, ...also]) });
  }

  const useCreate = () => useChange(create);
  const useUpdate = (id: number) => useChange((body: Update) => update(id, body));
  const useDelete = () => useChange(remove);
  const useRestore = () => useChange(restore);

  /** A paged list below one record (a business's employees, a customer's cost history or tickets). */
  function subList<Row, SubQuery extends PagingQuery = PagingQuery>({ name, path, filter, root = key }: SubList<Row>) {
    return function useSubList(parentId: number, query: SubQuery, enabled = true) {
      const load = (signal: AbortSignal) => apiRequest<ListResult<Row>>('GET', fillPath(path, { id: parentId }), { query: { ...query, ...filter?.(parentId) }, signal });
      return useQuery({ ...pagedQuery(queryKey(root, name, parentId, query), load), enabled });
    };
  }

  return {
    keys,
    itemPath,
    fetchList,
    fetchOne,
    create,
    update,
    remove,
    restore,
    listQuery,
    oneQuery,
    useList,
    useTrash,
    useOne,
    useInvalidate: useInvalidateAll,
    useChange,
    useCreate,
    useUpdate,
    useDelete,
    useRestore,
    subList,
  };
}
