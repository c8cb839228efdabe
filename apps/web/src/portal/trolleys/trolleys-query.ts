/** My Trolleys shows this many per page (a site rarely holds more; the pager takes over when it does). */
export const TROLLEYS_PAGE_SIZE = 20;

/** ?page= as a page number from 1; anything else is the first page. */
export function pageFromParam(value: string | null) {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
