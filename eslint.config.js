import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Imports flow one way: domain ← sync ← (web | api). Relative paths are matched by folder name. */
const layer = (name) => ({
  regex: `(^|/)${name}/`,
  message: `This layer may not import from ${name}/ (imports flow domain ← sync ← web|api).`,
})
const noReact = [{ regex: '^(react|react-dom)(/|$)', message: 'domain/ and sync/ stay free of React.' }]
const noNode = [
  { regex: '^(node:|better-sqlite3$|hono)', message: 'domain/ is pure: no Node or server code.' },
]

export default tseslint.config(
  {
    ignores: [
      'dist/**',
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
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [layer('sync'), layer('web'), layer('api'), ...noReact, ...noNode] },
      ],
    },
  },
  {
    files: ['sync/**/*.ts'],
    ignores: ['sync/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [layer('web'), layer('api'), ...noReact] }] },
  },
  {
    files: ['sync/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [layer('web'), layer('api'), ...noReact] }] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            layer('api'),
            { regex: '(^|/)sync/server/', message: 'The browser never imports the sync server.' },
            ...noNode,
          ],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [layer('web')] }] },
  },
)
