import { readFile } from 'node:fs/promises'
import type { Plugin } from 'vite'
import { MESSAGES_MODULES_FILE, PAGE_PATHS_FILE, ROUTE_MODULES_FILE } from '../api/middlewares/page-paths.ts'

/**
 * Writes the app's page paths ("/", "/shop/$key", "/precut-film-order/{-$estimateId}") into the
 * build, from the route tree the router plugin generated: the server answers a path that is no page
 * with 404 (and the app's not-found page) instead of 200.
 *
 * Beside them, the modules each page's own code needs beyond what every page loads (the route's
 * chunk and the chunks it imports): the server names them in a Link header with the page, so a
 * phone fetches them while it runs the app's first script instead of after it. And by language, the
 * module of the messages every page shows, which the app asks for only once its first script runs.
 */
export function pagePaths(routeTreeFile: string): Plugin {
  return {
    name: 'page-paths',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const source = await readFile(routeTreeFile, 'utf8')
      const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(source)?.[1]
      if (!union) this.error(`No fullPaths in ${routeTreeFile}: the router plugin's output changed`)
      const paths = [...union.matchAll(/'([^']*)'/g)].map((match) => match[1]!)
      this.emitFile({ type: 'asset', fileName: PAGE_PATHS_FILE, source: JSON.stringify(paths) })
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_MODULES_FILE,
        source: JSON.stringify(routeModules(source, paths, bundle)),
      })
      this.emitFile({
        type: 'asset',
        fileName: MESSAGES_MODULES_FILE,
        source: JSON.stringify(messagesModules(bundle)),
      })
    },
  }
}

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1]

/** Each page path's own modules, as /assets/… URLs; pages whose code every page loads are left out. */
function routeModules(routeTree: string, paths: readonly string[], bundle: Bundle): Record<string, string[]> {
  const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []))
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const withImports = (fileName: string, into = new Set<string>()) => {
    if (into.has(fileName)) return into
    into.add(fileName)
    for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, into)
    return into
  }
  const everyPage = new Set(
    chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...withImports(chunk.fileName)]),
  )
  // The route tree names each page's route ('/shop/$key': typeof ShopKeyRoute) and imports it from
  // its file (import { Route as ShopKeyRouteImport } from './routes/shop.$key').
  const files = new Map(
    [...routeTree.matchAll(/import \{ Route as (\w+)RouteImport \} from '\.\/(routes\/[^']+)'/g)].map(
      (match) => [match[1]!, match[2]!],
    ),
  )
  const modules: Record<string, string[]> = {}
  for (const path of paths) {
    const name = new RegExp(`'${path.replace(/[$]/g, '\\$')}': typeof (\\w+)Route\\b`).exec(routeTree)?.[1]
    const file = name && files.get(name)
    const component =
      file &&
      chunks.find(
        (chunk) =>
          chunk.facadeModuleId?.includes(`/web/${file}.`) &&
          chunk.facadeModuleId.endsWith('?tsr-split=component'),
      )
    if (!component) continue
    const own = [...withImports(component.fileName)].filter((fileName) => !everyPage.has(fileName))
    if (own.length > 0) modules[path] = own.map((fileName) => `/${fileName}`)
  }
  return modules
}

/** By language, the `messages` catalog's module (locales/<language>/messages.po), as an /assets/… URL. */
function messagesModules(bundle: Bundle): Record<string, string> {
  const modules: Record<string, string> = {}
  for (const output of Object.values(bundle)) {
    const language =
      output.type === 'chunk' && /\/locales\/(\w+)\/messages\.po$/.exec(output.facadeModuleId ?? '')
    if (language) modules[language[1]!] = `/${output.fileName}`
  }
  return modules
}
