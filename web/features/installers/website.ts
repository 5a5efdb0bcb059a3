/**
 * The installer's website as a link target and as shown text, or null when it is not an http(s)
 * address (a `javascript:` or `data:` link must never become clickable on a public page).
 */
export function websiteOf(raw: string): { href: string; text: string } | null {
  const value = raw.trim()
  if (!value) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const path = url.pathname === '/' ? '' : url.pathname
  return { href: url.href, text: `${url.host}${path}` }
}
