/**
 * Lighthouse (12.2.3, mobile preset: simulated slow 4G, 4× CPU) on the pages a first visit and a
 * field user meet: /, /shop, a product page, /team-login and a signed-in /estimator, and / with the
 * desktop preset too. Three runs each; the median of each metric, against its goal.
 *   npm run bench:web        (BENCH_WEB_RUNS=1 for one run a page, BENCH_WEB_PAGES=/,/shop for some
 *                             pages; builds if dist/web is missing)
 * Runs the production server (compressed files, the service worker) on a seeded temporary database,
 * driving the machine's Chromium. A measurement: exits 0 when a goal is missed.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { DEMO_PASSWORD } from '../api/db/seed.ts'
import { startServer } from '../api/test/spawn-server.ts'
import { CHROMIUM_LAUNCH } from '../tests/chromium.ts'

const RUNS = Number(process.env['BENCH_WEB_RUNS'] ?? 3)
const ONLY = process.env['BENCH_WEB_PAGES']?.split(',')

interface Metrics {
  performance: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

const GOALS = { performance: 90, lcp: 2500, tbt: 200, cls: 0.05 }
/** On a desktop (fast network, no CPU slowdown) the score's goal is higher; the others are the same. */
const DESKTOP_PERFORMANCE_GOAL = 98

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ usernameOrEmail: 'teammember', password: DEMO_PASSWORD }),
  })
  const cookie = response.headers.get('set-cookie')?.split(';')[0]
  if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status}`)
  return cookie
}

async function audit(port: number, url: string, cookie?: string, desktop = false): Promise<Metrics> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    desktop ? desktopConfig : undefined,
  )
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`)
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    performance: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    fcp: Math.round(value('first-contentful-paint')),
    lcp: Math.round(value('largest-contentful-paint')),
    tbt: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
  }
}

async function main() {
  if (!existsSync('dist/web/index.html')) execSync('npm run build', { stdio: 'inherit' })
  const server = await startServer({ webDistDir: 'dist/web' })
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_LAUNCH.executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_LAUNCH.args],
  })
  try {
    const catalog = (await (await fetch(`${server.baseUrl}/api/catalog`)).json()) as {
      products: { filmSku: string | null }[]
    }
    const film = catalog.products.find((product) => product.filmSku)?.filmSku
    const cookie = await signIn(server.baseUrl)
    const pages: { name: string; path: string; cookie?: string; desktop?: boolean }[] = [
      { name: '/', path: '/' },
      { name: '/shop', path: '/shop' },
      { name: `/shop/${film}`, path: `/shop/${film}` },
      { name: '/team-login', path: '/team-login' },
      { name: '/estimator (signed in)', path: '/estimator', cookie },
      { name: '/ (desktop preset)', path: '/', desktop: true },
    ].filter((page) => !ONLY || ONLY.includes(page.path))
    console.log(`Lighthouse 12.2.3, mobile preset unless said, median of ${RUNS} run(s) a page`)
    console.log(
      `${'page'.padEnd(26)} ${'perf'.padStart(5)} ${'FCP ms'.padStart(7)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)}  goals: perf ≥ ${GOALS.performance}, LCP ≤ ${GOALS.lcp}, TBT ≤ ${GOALS.tbt}, CLS ≤ ${GOALS.cls}`,
    )
    for (const page of pages) {
      const runs: Metrics[] = []
      for (let run = 0; run < RUNS; run++)
        runs.push(await audit(chrome.port, `${server.baseUrl}${page.path}`, page.cookie, page.desktop))
      const m = (key: keyof Metrics) => median(runs.map((each) => each[key]))
      const performanceGoal = page.desktop ? DESKTOP_PERFORMANCE_GOAL : GOALS.performance
      const missed = [
        m('performance') < performanceGoal && 'perf',
        m('lcp') > GOALS.lcp && 'LCP',
        m('tbt') > GOALS.tbt && 'TBT',
        m('cls') > GOALS.cls && 'CLS',
      ].filter(Boolean)
      console.log(
        `${page.name.padEnd(26)} ${String(m('performance')).padStart(5)} ${String(m('fcp')).padStart(7)} ${String(m('lcp')).padStart(7)} ${String(m('tbt')).padStart(7)} ${String(m('cls')).padStart(6)}  ${missed.length ? `MISSED: ${missed.join(', ')}` : 'met'}`,
      )
    }
  } finally {
    await chrome.kill()
    await server.stop()
  }
}

await main()
