/**
 * `?status=open` filters the list; the page checks the value against domain/support's statuses.
 * Read by the route tree, which loads eagerly: a small check here rather than domain/ and zod.
 */
export const validateSupportSearch = (search: Record<string, unknown>): { status?: string } =>
  typeof search.status === 'string' && /^[a-zA-Z]{1,20}$/.test(search.status) ? { status: search.status } : {}
