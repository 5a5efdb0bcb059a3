import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A copy of a built web app in a folder of its own, so a test can swap builds under a running server. */
export function copyBuild(from: string, to = mkdtempSync(join(tmpdir(), 'web-'))): string {
  rmSync(to, { recursive: true, force: true })
  cpSync(from, to, { recursive: true })
  return to
}

/**
 * Starts the real server on its own port and database, serving the given build; with `seedDemo`
 * it holds the demo accounts and shop, like the shared one, for a spec that changes what others see.
 */
export async function startServer(webDir: string, port: number, { seedDemo = false } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      NODE_ENV: 'production',
      SEED_DEMO: seedDemo ? '1' : '0',
      WEB_DIST_DIR: webDir,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'e2e-data-')),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://localhost:${port}`
  const deadline = Date.now() + 20_000
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server on ${port} did not start`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, stop: () => child.kill('SIGTERM') }
}
