import { ErrorSchema, StaleSchema, ValidationErrorSchema } from '@glassdesk/shared';

/** Declares the error answers a route can give, for the OpenAPI document. */
export function errorResponses(...codes: Array<400 | 401 | 403 | 404 | 409 | 412 | 422 | 429>) {
  return Object.fromEntries(codes.map((c) => [c, c === 422 ? ValidationErrorSchema : c === 412 ? StaleSchema : ErrorSchema]));
}
