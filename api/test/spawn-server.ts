import { build, type Plugin } from 'esbuild'
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/*
 * The real server as its own process (api/main.ts), for the tests that must do to it what
 * app.request() cannot: kill it, restart it on the same data, talk to it over TCP, or give a browser a
 * server of its own (the end-to-end `demoServer`, a build swapped under a running server).
 * The one way tests and benchmarks start a server.
 */

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const HOST = '127.0.0.1'
const READY_TIMEOUT_MS = 15_000
const READY_POLL_MS = 25

/** A port nobody listens on right now: the OS picks one, we close it and hand it on. */
async function freePort(): Promise<number> {
  const probe = createServer()
  probe.listen(0, HOST)
  await once(probe, 'listening')
  const address = probe.address()
  probe.close()
  await once(probe, 'close')
  if (!address || typeof address === 'string') throw new Error('The OS gave no TCP port')
  return address.port
}

export interface ServerOptions {
  /** A fresh temporary folder when absent; pass one to restart a server on the same data. */
  dataDir?: string
  /** A built web app (dist/web, or api/test/test-app.ts makeWebDist where the pages do not matter). */
  webDistDir: string
  /** The demo accounts, catalog and marketplace of `npm start` (default true). */
  seedDemo?: boolean
}

export interface SpawnedServer {
  baseUrl: string
  child: ChildProcess
  /** Everything the process wrote to stdout and stderr so far, for failure messages. */
  output(): string
  /** Resolves once the process is gone, however it ended. */
  exited: Promise<void>
  /** SIGKILL: no shutdown handler, no database close, no checkpoint. Resolves once the process is gone. */
  crash(): Promise<void>
  /** SIGTERM: the server's own shutdown. Resolves once the process is gone. */
  stop(): Promise<void>
}

/** Every server started and not yet seen to exit: killServers() ends them whatever a test did. */
const running = new Set<SpawnedServer>()
// Last resort, should the test process end without its afterAll: no server is left behind.
process.once('exit', () => {
  for (const server of running) server.child.kill('SIGKILL')
})

/*
 * The server's own code bundled into one file, once per test process: a server then starts in half
 * the time of `node --import tsx api/main.ts` (1.2 s against 2.6 s here), most of which is tsx compiling and
 * resolving a few hundred TypeScript modules on every start. Packages stay imports, resolved from
 * node_modules as in production; the bundle lives under node_modules/.cache for that reason.
 */
let bundled: Promise<string> | undefined

function serverBundle(): Promise<string> {
  bundled ??= (async () => {
    const { outputFiles } = await build({
      entryPoints: [join(REPO_ROOT, 'api/main.ts')],
      outfile: 'main.mjs',
      write: false,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'error',
      plugins: [sourceUrlPerModule],
    })
    const bundle = outputFiles[0]
    if (!bundle) throw new Error('esbuild wrote no server bundle')
    // Named by its content: processes that bundle the same code share one file, and none is left
    // half-written for another to run (written aside, then renamed into place).
    const dir = join(REPO_ROOT, 'node_modules', '.cache', 'test-server')
    const file = join(
      dir,
      `main-${createHash('sha256').update(bundle.contents).digest('hex').slice(0, 16)}.mjs`,
    )
    if (!existsSync(file)) {
      mkdirSync(dir, { recursive: true })
      const partial = `${file}.${process.pid}`
      writeFileSync(partial, bundle.contents)
      renameSync(partial, file)
    }
    return file
  })()
  return bundled
}

/** Modules that find files beside them (the migrations) keep their own location in the bundle. */
const sourceUrlPerModule: Plugin = {
  name: 'import-meta-url-of-the-source',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, ({ path }) => {
      const source = readFileSync(path, 'utf8')
      if (!source.includes('import.meta.url')) return undefined
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
        loader: 'ts',
      }
    })
  },
}

/** Starts the production server (with the demo data unless told otherwise) and waits until /api/health answers. */
export async function startServer({
  dataDir = mkdtempSync(join(tmpdir(), 'server-data-')),
  webDistDir,
  seedDemo = true,
}: ServerOptions): Promise<SpawnedServer> {
  const port = await freePort()
  const baseUrl = `http://${HOST}:${port}`
  const child = spawn(process.execPath, [await serverBundle()], {
    cwd: REPO_ROOT,
    // The shell's own values for the app's variables must not leak in: every one is set here.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      SEED_DEMO: seedDemo ? '1' : '0',
      SMTP_URL: '',
      // Links in mail (reset, verification) lead back to this server.
      APP_URL: baseUrl,
      TRUST_PROXY: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))

  const gone = () => child.exitCode !== null || child.signalCode !== null
  // once() rejects on 'error' (the process could not start): gone either way.
  const exited = once(child, 'exit').then(
    () => undefined,
    () => undefined,
  )
  const server: SpawnedServer = {
    baseUrl,
    child,
    output: () => output,
    exited,
    async crash() {
      if (!gone()) child.kill('SIGKILL')
      await exited
    },
    async stop() {
      if (!gone()) child.kill('SIGTERM')
      await exited
    },
  }
  running.add(server)
  void exited.then(() => running.delete(server))

  try {
    await waitUntilHealthy(server, gone)
  } catch (error) {
    await server.crash()
    throw error
  }
  return server
}

async function waitUntilHealthy(server: SpawnedServer, gone: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (gone()) throw new Error(`The server exited before it was ready:\n${server.output()}`)
    try {
      const res = await fetch(`${server.baseUrl}/api/health`)
      if (res.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS))
  }
  throw new Error(`The server was not ready within ${READY_TIMEOUT_MS} ms:\n${server.output()}`)
}

/** Kills every server this process started that is still running; for afterEach/afterAll. */
export async function killServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.crash()))
}
