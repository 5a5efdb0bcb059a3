import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { compressedCopies } from '../api/middlewares/prerendered.ts'
import { afterBuild } from './after-build.ts'

/** Text the server sends often enough to be worth compressing ahead of time. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024

/**
 * Writes `file.br` and `file.gz` beside every compressible file of the build, once, at the strongest
 * levels: the server then sends those bytes as they are (serveStatic `precompressed`) instead of
 * compressing the same file again for every visitor. Runs after every other plugin has written its
 * files (the service worker included).
 */
export function precompress(): Plugin {
  return afterBuild('precompress', async (outDir) => {
    const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file))
    await Promise.all(
      files.map(async (file) => {
        const path = join(outDir, file)
        const bytes = await readFile(path)
        if (bytes.length < MIN_BYTES) return
        const { br, gzip } = await compressedCopies(bytes)
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzip)])
      }),
    )
  })
}
