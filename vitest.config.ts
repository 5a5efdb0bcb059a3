import { defineConfig } from 'vitest/config'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { buildDefines } from './scripts/build-defines.ts'

const linguiMacros = defineRolldownBabelPreset({
  preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
})

export default defineConfig({
  plugins: [babel({ presets: [linguiMacros] }), react(), lingui()],
  define: buildDefines('test'),
  test: {
    environment: 'node',
    // Vitest leaves one core free by default; these tests spend much of their time waiting (argon2,
    // SQLite, child servers), so every core runs a file.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        // The server's and the domain's tests build what they use (an app on an in-memory database, a
        // clock) in each test, so their files can share a worker's loaded modules instead of loading the
        // whole server again for each file: a third of the unit run.
        test: { name: 'server', include: ['{domain,api,scripts}/**/*.test.{ts,tsx}'], isolate: false },
      },
      {
        extends: true,
        // The browser side keeps one module graph per file: its modules hold the device's state.
        test: { name: 'client', include: ['{sync,web}/**/*.test.{ts,tsx}'] },
      },
    ],
  },
})
