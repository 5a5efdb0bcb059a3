import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { manifest } from './web/app/manifest.ts'
import { OFFLINE_DOCUMENT_URL, OFFLINE_DOCUMENTS_CACHE } from './web/app/offline-documents.ts'
import { pagePaths } from './scripts/page-paths.ts'
import { precompress } from './scripts/precompress.ts'

const root = fileURLToPath(new URL('./web', import.meta.url))
const routeTree = fileURLToPath(new URL('./web/routeTree.gen.ts', import.meta.url))

/** Lingui macros are compiled by Babel, only in files that import them, before React's transform. */
const linguiMacros = defineRolldownBabelPreset({
  preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
})

export default defineConfig({
  root,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  define: {
    // Lets the end-to-end update test tell two builds apart; otherwise the build time.
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()),
  },
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
          experimentalInlineCommonChunks: { maxSize: 4096 },
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
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      manifest,
      includeAssets: ['favicon.svg', 'icons/*.png', 'robots.txt'],
      workbox: {
        // The shell, every lazy page chunk and every compiled catalog: any route reloads offline.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // Product pictures: served from the cache at once (the shop browses offline), refreshed behind.
        // The catalog store fetches them all after each catalog download (web/app/catalog-store.ts).
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/api/catalog/images/'),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'catalog-images',
              expiration: { maxEntries: 400, maxAgeSeconds: 90 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
          // A quote's documents: from the network while there is one (a signed PDF replaces the unsigned
          // one), else the copy a visit made available offline kept (web/app/offline-documents.ts).
          // A weak signal waits a few seconds, not a minute, before the copy answers.
          {
            urlPattern: OFFLINE_DOCUMENT_URL,
            handler: 'NetworkFirst',
            options: {
              cacheName: OFFLINE_DOCUMENTS_CACHE,
              networkTimeoutSeconds: 5,
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    pagePaths(routeTree),
    // The second build only serves the end-to-end update test, which never asks for compressed files.
    ...(process.env.BUILD_ID === 'next-build' ? [] : [precompress()]),
  ],
})
