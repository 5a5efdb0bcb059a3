/** The file the build writes beside index.html (scripts/page-paths.ts): the app's page paths. */
export const PAGE_PATHS_FILE = 'page-paths.json'

/** The file the build writes beside it: the modules each page path needs beyond every page's. */
export const ROUTE_MODULES_FILE = 'route-modules.json'

/** And this one: by language, the module of the messages every page shows (the `messages` catalog). */
export const MESSAGES_MODULES_FILE = 'messages-modules.json'

/**
 * Whether a request path is one of the app's pages, from the paths the build lists
 * (scripts/page-paths.ts): `$name` is any one segment, `{-$name}` an optional one, a lone `$` the
 * rest of the path. A trailing slash does not matter.
 */
export function pagePathMatcher(paths: readonly string[]): (path: string) => boolean {
  const patterns = paths.map((page) => {
    const segments = page.split('/').filter(Boolean)
    const source = segments
      .map((segment) => {
        if (segment === '$') return '(?:/.*)?'
        if (/^\{-\$\w+\}$/.test(segment)) return '(?:/[^/]+)?'
        if (segment.startsWith('$')) return '/[^/]+'
        return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
      })
      .join('')
    return new RegExp(`^${source}/?$`)
  })
  return (path) => patterns.some((pattern) => pattern.test(path))
}
