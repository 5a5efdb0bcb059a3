import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/** Two catalogs per language: see web/app/i18n.ts for why and how they load. */
const CONTENT_PAGES = '<rootDir>/web/features/marketing/pages'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'ru', 'zh', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/web', '<rootDir>/domain'],
      exclude: [`${CONTENT_PAGES}/**`],
    },
    { path: '<rootDir>/locales/{locale}/content', include: [CONTENT_PAGES] },
  ],
  format: formatter({ lineNumbers: false }),
})
