import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { CUSTOMER_API_PREFIX } from '../modules/customer-app/customer-app.routes.js';
import type { TestApp } from './build-test-app.js';

/** inject() under the customer app's prefix, with an optional bearer token. */
export function customerApi(t: TestApp) {
  return ({ token, url, headers, ...rest }: InjectOptions & { token?: string; url: string }): Promise<LightMyRequestResponse> =>
    t.app.inject({
      ...rest,
      url: `${CUSTOMER_API_PREFIX}${url}`,
      headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    } as InjectOptions);
}

/** Signs a customer in through the customer API; throws unless it answers 200. */
export async function customerLogin(t: TestApp, email: string, password: string): Promise<string> {
  const res = await customerApi(t)({ method: 'POST', url: '/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`customer login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}
