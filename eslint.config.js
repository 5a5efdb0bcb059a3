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
    files: ['{domain,sync,web,api}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { patterns: noNode }],
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
