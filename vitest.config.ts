import { defineConfig } from 'vitest/config'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'

const linguiMacros = defineRolldownBabelPreset({
  preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
})

export default defineConfig({
  plugins: [babel({ presets: [linguiMacros] }), react(), lingui()],
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    include: ['{domain,sync,web,api}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Vitest leaves one core free by default; these tests spend much of their time waiting (argon2,
    // SQLite, child servers), so every core runs a file.
    maxWorkers: '100%',
  },
})
