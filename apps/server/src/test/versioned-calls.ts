import type { TestApp } from './build-test-app.js';

/**
 * The calls of the concurrent-edits tests (CONTRACT "Concurrent edits"), as `token`'s: GET one record, PUT it with or
 * without If-Match, and count a record's activity entries (a stale save writes none). Getters, as the app and the token
 * are made in beforeAll.
 */
export function versionedCalls(app: () => TestApp, token: () => string) {
  const get = (url: string) => app().api({ method: 'GET', url, token: token() });
  const put = (url: string, payload: object, ifMatch?: string) =>
    app().api({ method: 'PUT', url, token: token(), payload, ...(ifMatch === undefined ? {} : { headers: { 'if-match': ifMatch } }) });
  const history = async (type: string, id: number) => (await get(`/activity?entity_type=${type}&entity_id=${id}`)).json().count as number;
  return { get, put, history };
}
