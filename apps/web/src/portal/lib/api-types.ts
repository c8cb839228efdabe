import type { paths } from '../../lib/api-schema.gen';

/**
 * The customer API as the OpenAPI document describes it (the '/api/customer/v1.0/...' paths of api-schema.gen.ts),
 * in the shape lib/api-types.ts gives the admin API: a path the document does not have, a parameter, query or body
 * it does not take, or an answer read as a shape it does not give, fails the type check. Types only: nothing of the
 * back-office's client reaches the portal's bundle.
 */
type Prefix = '/api/customer/v1.0';
type CustomerPaths = { [K in keyof paths as K extends `${Prefix}${infer P}` ? P : never]: paths[K] };
export type Method = 'get' | 'post' | 'put' | 'delete';

type Operations<M extends Method> = { [P in keyof CustomerPaths as [NonNullable<CustomerPaths[P][M]>] extends [never] ? never : P]: NonNullable<CustomerPaths[P][M]> };
/** The customer API's paths that answer this method, as the document writes them ('/tickets/{id}'). */
export type PathOf<M extends Method> = keyof Operations<M> & string;
type Op<M extends Method, P extends PathOf<M>> = P extends keyof Operations<M> ? Operations<M>[P] : never;

type Content<R> = R extends { content: { 'application/json': infer B } } ? B : R extends { content: object } ? Blob : undefined;
type Success<O> = O extends { responses: infer R } ? (200 extends keyof R ? Content<R[200]> : 201 extends keyof R ? Content<R[201]> : undefined) : never;
type Body<O> = O extends { requestBody?: { content: infer C } }
  ? C extends { 'application/json': infer B }
    ? B
    : C extends { 'multipart/form-data': unknown }
      ? FormData
      : never
  : never;
type PathParams<O> = O extends { parameters: { path: infer P } } ? P : never;
type Query<O> = O extends { parameters: { query?: infer Q } } ? Q : never;
type LooseQuery<Q> = { [K in keyof Q]?: Q[K] | (NonNullable<Q[K]> extends 'true' | 'false' ? boolean : never) | null };

/** What one call of this path answers (its 200 or 201 JSON). */
export type ResponseOf<M extends Method, P extends PathOf<M>> = Success<Op<M, P>>;
/** The JSON body (or FormData) this path takes. */
export type BodyOf<M extends Method, P extends PathOf<M>> = Body<Op<M, P>>;

export type CallOptions<O> = { signal?: AbortSignal } & ([PathParams<O>] extends [never] ? { params?: undefined } : { params: PathParams<O> }) &
  ([Query<O>] extends [never] ? { query?: undefined } : { query?: LooseQuery<Query<O>> }) &
  ([Body<O>] extends [never] ? { body?: undefined } : { body: Body<O> });
type NeedsOptions<O> = [PathParams<O>] extends [never] ? ([Body<O>] extends [never] ? false : true) : true;

/** One method's calls: `(path, options)`, options required when the path has parameters or a body. */
export type CustomerCall<M extends Method> = <P extends PathOf<M>>(
  path: P,
  ...options: NeedsOptions<Op<M, P>> extends true ? [CallOptions<Op<M, P>>] : [CallOptions<Op<M, P>>?]
) => Promise<ResponseOf<M, P>>;
