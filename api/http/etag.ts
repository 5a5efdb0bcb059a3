/**
 * Whether an If-None-Match header names the current representation, by the weak comparison
 * RFC 9110 §13.1.2 prescribes for it: `W/"x"` and `"x"` match, `*` matches anything, and the header
 * may list several tags.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}
