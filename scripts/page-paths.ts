import { readFile } from 'node:fs/promises'
import type { Plugin } from 'vite'
import { PAGE_PATHS_FILE } from '../api/middlewares/page-paths.ts'

/**
 * Writes the app's page paths ("/", "/shop/$key", "/precut-film-order/{-$estimateId}") into the
 * build, from the route tree the router plugin generated: the server answers a path that is no page
 * with 404 (and the app's not-found page) instead of 200.
 */
export function pagePaths(routeTreeFile: string): Plugin {
  return {
    name: 'page-paths',
    apply: 'build',
    async generateBundle() {
      const source = await readFile(routeTreeFile, 'utf8')
      const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(source)?.[1]
      if (!union) this.error(`No fullPaths in ${routeTreeFile}: the router plugin's output changed`)
      const paths = [...union.matchAll(/'([^']*)'/g)].map((match) => match[1])
      this.emitFile({ type: 'asset', fileName: PAGE_PATHS_FILE, source: JSON.stringify(paths) })
    },
  }
}
