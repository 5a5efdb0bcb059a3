import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Imports flow one way: domain ← sync ← (web | api). The zones are resolved to real files
 * (our imports carry their .ts extensions), so a feature's own `api/` folder is not the server.
 */
const zone = (target, from, message) => ({ target: `./${target}`, from: `./${from}`, message })
const layerZones = [
  ...['sync', 'web', 'api'].map((from) =>
    zone('domain', from, 'domain/ is pure and imports no other layer.'),
  ),
  ...['web', 'api'].map((from) => zone('sync', from, 'sync/ is shared by web and api and imports neither.')),
  zone('web', 'api', 'The browser never imports the server.'),
  zone('web', 'sync/server', 'The browser never imports the sync server.'),
  zone('api', 'web', 'The server never imports the browser app.'),
]
/*
 * The web app's parts: ui/ (components that know no feature) ← app/ (session, sync, device data, shared
 * hooks) ← features/ ← routes/ (which compose features into pages). A feature imports no other
 * feature; the few that put others together say so here, with the reason.
 */
const featureImports = {
  // The dashboard is the team's summary of calendar, stock, tasks, homeowner requests and, for the
  // lead, this month of the reports' sales pipeline (the same request and labels as /reports); each
  // job it lists says whether it is ready offline.
  'team-dashboard': ['calendar', 'estimate-requests', 'inventory', 'orders', 'reports', 'offline-ready'],
  // What a site visit needs is the estimate's, its quotes' and, for a job, its calendar event's.
  'offline-ready': ['estimates', 'quotes', 'calendar'],
  // The shell puts the assistant's launcher and the marketplace's notifications on every page.
  layout: ['chat', 'marketplace'],
  // A DIY or pre-cut order starts from the person's estimates and cuts their panes; checkout places
  // the order through orders, which owns placing, listing and explaining them.
  shop: ['estimates', 'orders'],
  // A project is posted from a saved estimate and speaks the request form's film interests.
  marketplace: ['estimates', 'estimate-requests'],
  // The installers' pages are the marketplace's public side: its film labels and error codes.
  installers: ['marketplace'],
  // An admin's membership page opens the admin sections.
  members: ['admin'],
  // A quote is made from an estimate and printed with the estimate's document parts and film labels.
  quotes: ['estimates'],
}
// Every folder of web/features, so a new feature is checked from its first file.
const FEATURES = readdirSync(new URL('./web/features', import.meta.url))
const boundaryZones = [
  zone('web/ui', 'web/app', 'web/ui/ holds components that know nothing of the app: pass data in.'),
  ...['web/ui', 'web/app'].flatMap((target) => [
    zone(
      target,
      'web/features',
      'Shared code imports no feature: move what both need down, into web/app or web/ui.',
    ),
    zone(target, 'web/routes', 'Shared code imports no route.'),
  ]),
  zone('web/features', 'web/routes', 'Features do not import routes; routes compose features.'),
  ...FEATURES.map((feature) => ({
    target: `./web/features/${feature}`,
    from: './web/features',
    except: [feature, ...(featureImports[feature] ?? [])].map((allowed) => `./${allowed}`),
    message:
      'A feature imports no other feature: compose them in web/routes, or move what they share into web/app or web/ui.',
  })),
]
/*
 * Test data builders live in domain/testing (decision 020). Production code that imported them would
 * ship made-up data in the app or the server; tests, benchmarks and the builders themselves may.
 */
const testingZone = zone(
  '.',
  'domain/testing',
  'domain/testing/ holds test data builders: only tests import them.',
)
const TEST_CODE = [
  '**/*.test.{ts,tsx}',
  '**/*.spec.ts',
  'api/test/**',
  'tests/**',
  'scripts/bench-*',
  'scripts/bench-*/**',
  'domain/testing/**',
]
const noReact = [{ regex: '^(react|react-dom)(/|$)', message: 'domain/ and sync/ stay free of React.' }]
const noNode = [{ regex: '^(node:|better-sqlite3$|hono)', message: 'No Node or server code here.' }]

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'data/**',
      'node_modules/**',
      'web/routeTree.gen.ts',
      'locales/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...boundaryZones, testingZone] }],
    },
  },
  {
    files: TEST_CODE,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...boundaryZones] }] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Hono's client is the browser's side of the API: the one part of Hono the web may import.
      'no-restricted-imports': [
        'error',
        { patterns: noNode.map((p) => ({ ...p, regex: `(?!hono/client$)${p.regex}` })) },
      ],
    },
  },
  {
    // The web's client is typed by the API's routes: this file re-exports their type, which the
    // bundle erases, and nothing else of the server.
    files: ['web/app/api-routes.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...layerZones, ...boundaryZones, testingZone].filter(
            (z) => !(z.target === './web' && z.from === './api'),
          ),
        },
      ],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...noReact, ...noNode] }] },
  },
  { files: ['sync/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: noReact }] } },
  {
    // The client's integration tests run the real API in-process; only these test files may reach into api/.
    files: ['sync/client/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: layerZones.filter((z) => !(z.target === './sync' && z.from === './api')) },
      ],
    },
  },
)
