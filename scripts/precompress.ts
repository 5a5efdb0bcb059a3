import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'
import { afterBuild } from './after-build.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

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
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
        ])
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
      }),
    )
  })
}
