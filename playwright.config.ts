import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_LAUNCH } from './tests/chromium.ts'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // No shared web server: each worker starts a seeded server of its own (workerServer in
  // tests/e2e/fixtures.ts), so tests running side by side never see each other's data.
  // A test that passes only on a second try is a defect to find, not to hide: no retries, in CI too.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    launchOptions: CHROMIUM_LAUNCH,
    // Like a visitor who asked for less motion: pages and dialogs appear at once instead of fading, so
    // no step waits on an animation. The fade itself is tested with motion allowed (routes.spec.ts).
    reducedMotion: 'reduce',
    // A trace records every step of every test to keep the failing ones: an eighth of the run's CPU on
    // this machine. CI reports a failure by its error, call log and page snapshot; rerun it here to get
    // the trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH } }],
})
