import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/** Six catalogs per language (shell, content, app, shop, team, chat): see web/app/i18n.ts for why and how they load. */
const CONTENT_PAGES = '<rootDir>/web/features/marketing/pages'
/** The tools (estimator, quotes and the customer's quote page, estimate requests, the sync indicator, photos, the marketplace, visits kept offline): loaded with their routes, never on the marketing pages. */
const APP_FEATURES = [
  '<rootDir>/web/features/estimates',
  '<rootDir>/web/features/estimate-requests',
  '<rootDir>/web/app/sync',
  '<rootDir>/web/app/photos',
  '<rootDir>/web/features/marketplace',
  '<rootDir>/web/features/installers',
  '<rootDir>/web/features/quotes',
  '<rootDir>/web/features/offline-ready',
]
/** The shop and orders: loaded with their routes. */
const SHOP_FEATURES = ['<rootDir>/web/features/shop', '<rootDir>/web/features/orders']
/** The team portal and the admin area: the portal home, heatmap, dashboards, calendar, inventory, reports, admin, support requests. */
const TEAM_FEATURES = [
  '<rootDir>/web/features/internal',
  '<rootDir>/web/features/team-dashboard',
  '<rootDir>/web/features/calendar',
  '<rootDir>/web/features/inventory',
  '<rootDir>/web/features/reports',
  '<rootDir>/web/features/admin',
  '<rootDir>/web/features/support',
]
/** The chat assistant's panel and its offline answers: loaded when the panel first opens. */
const CHAT_FEATURES = ['<rootDir>/web/features/chat/panel', '<rootDir>/domain/chat']

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'ru', 'zh', 'fr'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/web', '<rootDir>/domain'],
      exclude: [
        `${CONTENT_PAGES}/**`,
        ...[...APP_FEATURES, ...SHOP_FEATURES, ...TEAM_FEATURES, ...CHAT_FEATURES].map(
          (path) => `${path}/**`,
        ),
      ],
    },
    { path: '<rootDir>/locales/{locale}/content', include: [CONTENT_PAGES] },
    { path: '<rootDir>/locales/{locale}/app', include: APP_FEATURES },
    { path: '<rootDir>/locales/{locale}/shop', include: SHOP_FEATURES },
    { path: '<rootDir>/locales/{locale}/team', include: TEAM_FEATURES },
    { path: '<rootDir>/locales/{locale}/chat', include: CHAT_FEATURES },
    /** What the server writes: quote documents, and every feature's mails (api/documents/i18n.ts). */
    {
      path: '<rootDir>/locales/{locale}/documents',
      include: ['<rootDir>/api/documents', '<rootDir>/api/features/*/*.mails.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
