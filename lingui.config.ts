import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/** Three catalogs per language (shell, content, app): see web/app/i18n.ts for why and how they load. */
const CONTENT_PAGES = '<rootDir>/web/features/marketing/pages'
/** The tools (estimator, estimate requests, the sync indicator): loaded with their routes, never on the marketing pages. */
const APP_FEATURES = [
  '<rootDir>/web/features/estimates',
  '<rootDir>/web/features/estimator',
  '<rootDir>/web/features/estimate-requests',
  '<rootDir>/web/features/sync',
]

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'ru', 'zh', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/web', '<rootDir>/domain'],
      exclude: [`${CONTENT_PAGES}/**`, ...APP_FEATURES.map((path) => `${path}/**`)],
    },
    { path: '<rootDir>/locales/{locale}/content', include: [CONTENT_PAGES] },
    { path: '<rootDir>/locales/{locale}/app', include: APP_FEATURES },
  ],
  format: formatter({ lineNumbers: false }),
})
