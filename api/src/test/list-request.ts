/**
 * The request body of a list endpoint for its first page, sorted ascending, unfiltered; `fields`
 * add to it or replace any part (a filter, the page, an entity's uuid). Typed so that the
 * contract of the endpoint it is sent to checks it.
 */
export function listRequest<const F extends object = object>(fields?: F, perPage: 25 | 50 | 100 = 100) {
  return { page: 1, perPage, sortDirection: 'asc' as const, filter: {}, ...(fields ?? ({} as F)) };
}
