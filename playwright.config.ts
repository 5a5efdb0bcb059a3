import { defineConfig, devices } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM_LAUNCH } from './tests/chromium.ts'
import { BASE_URL, E2E_PORT } from './tests/e2e/base-url.ts'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The offline specs reload, restart browsers and wait for the network twice: on a busy 2-core CI machine
  // they take well over a minute (alone, about 30 s).
  timeout: 120_000,
  // A cold page on a busy 2-core machine (two workers, each with its browser and the server) can take
  // over 10 s to show its first heading.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH } }],
  webServer: {
    command: 'node --import tsx api/main.ts',
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    // The offline specs reload, restart browsers and wait for the network twice: on a busy 2-core CI machine
  // they take well over a minute (alone, about 30 s).
  timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'e2e-data-')),
    },
  },
})
