import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { manifest } from './web/app/manifest.ts'
import { buildDefines } from './scripts/build-defines.ts'
import { pagePaths } from './scripts/page-paths.ts'
import { precompress } from './scripts/precompress.ts'
import { linguiMacros, prerender } from './scripts/prerender.ts'

const root = fileURLToPath(new URL('./web', import.meta.url))
const routeTree = fileURLToPath(new URL('./web/routeTree.gen.ts', import.meta.url))

export default defineConfig({
  root,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  // BUILD_ID names a build for the end-to-end update test; otherwise the build time.
  define: buildDefines(process.env.BUILD_ID ?? new Date().toISOString()),
  build: {
    // Relative to the repository, not to web/ (Vite's root).
    outDir: resolve(fileURLToPath(new URL('.', import.meta.url)), process.env.WEB_OUT_DIR ?? 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The libraries every page runs travel in one file: fewer requests on a weak signal and better
        // compression than many small shared chunks. Libraries only some pages use stay split.
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 6144 },
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@lingui|tailwind-merge|clsx|class-variance-authority)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fileURLToPath(new URL('./web/routes', import.meta.url)),
      generatedRouteTree: routeTree,
      routeFileIgnorePattern: '\\.test\\.tsx?$',
    }),
    babel({ presets: [linguiMacros] }),
    react(),
    lingui(),
    tailwindcss(),
    VitePWA({
      // Our own worker (web/sw.ts, decision 029): it caches what the generated one did and also sends
      // the device's outbox on a Background Sync, with the page's own code.
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      includeAssets: ['favicon.svg', 'icons/*.png', 'robots.txt'],
      injectManifest: {
        // The shell, every lazy page chunk and every compiled catalog: any route reloads offline.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // Rendered public pages are for a first visit; the worker answers every page with the shell.
        globIgnores: ['prerendered/**'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // A classic script, as web/app/service-worker.ts registers it (module workers are younger).
        rollupFormat: 'iife',
      },
    }),
    pagePaths(routeTree),
    // The second build only serves the end-to-end update test, which never asks for compressed files
    // nor opens a page on a first visit. The pages are rendered before the files are compressed.
    ...(process.env.BUILD_ID === 'next-build' ? [] : [prerender(root), precompress()]),
  ],
})
