import { expect, test, watchConsole } from './fixtures.ts'

/** Every public route of the app (guarded ones are in auth.spec.ts), with concrete parameters. */
const ROUTES = [
  '/',
  '/internal',
  '/team-login',
  '/pricing',
  '/enterprise',
  '/membership-plans',
  '/homeowner-estimate',
  '/enhanced-estimator',
  '/simple-confirmation',
  '/diy-film-order',
  '/order-success',
  '/order-cancelled',
  '/track-order',
  '/security-safety-film',
  '/solar-control-films',
  '/decorative-privacy-films',
  '/env-debug',
  '/debug-env',
  '/debug-auth',
  '/forgot-password',
  '/reset-password',
  '/goto-projects',
  '/installer-showcase',
  '/portfolio/42',
  '/installers/7',
  '/admin-login',
  '/calendar',
  '/inventory',
  '/reports',
  '/about',
  '/contact',
  '/help',
  '/faq',
  '/terms',
  '/privacy',
  '/sitemap',
  '/verify-email',
]

test.describe('route table', () => {
  // One page walks a quarter of the table (a fresh context per path would pay a cold load for each);
  // every path is still a full page load of its own, and a step in the report.
  const PARTS = 4
  for (let part = 0; part < PARTS; part++) {
    const paths = ROUTES.filter((_, index) => index % PARTS === part)
    test(`${paths.join(', ')} render their pages without console errors`, async ({ page }) => {
      const errors = watchConsole(page)
      for (const path of paths) {
        await test.step(path, async () => {
          expect((await page.goto(path))?.status(), 'answered as a page').toBe(200)
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0)
          await expect(page.getByRole('contentinfo')).toContainText('All rights reserved')
          expect(errors, path).toEqual([])
        })
      }
    })
  }

  test('an unknown path shows the not-found page with its links and popular pages', async ({ page }) => {
    // Answered as missing (search engines and link checkers see it), with the app's page for people.
    expect((await page.goto('/no/such/page'))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(
      page.getByText('Sorry, the page you are looking for does not exist or has been moved.'),
    ).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    await expect(main.getByRole('link', { name: 'Get Estimate' })).toHaveAttribute(
      'href',
      '/homeowner-estimate',
    )
    const popular = page.getByRole('navigation', { name: 'Popular pages' })
    await expect(popular.getByRole('link')).toHaveCount(7)
    await popular.getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL('/pricing')
  })

  test('/auth-test redirects to /team-login', async ({ page }) => {
    await page.goto('/auth-test')
    await expect(page).toHaveURL('/team-login')
    await expect(page.getByRole('heading', { level: 1, name: 'Team Sign In' })).toBeVisible()
  })

  test('a page change starts at the top and fades in, unless the visitor asked for less motion', async ({
    page,
  }) => {
    type Sampled = Window & { opacitySamples: number[] }
    /** Samples the page area's opacity on the first 30 frames after the path changes. */
    const sampleNextPage = () =>
      page.evaluate(() => {
        const samples: number[] = []
        ;(window as unknown as Sampled).opacitySamples = samples
        const from = location.pathname
        const sample = () => {
          const main = document.querySelector('main')
          if (main && location.pathname !== from) samples.push(Number(getComputedStyle(main).opacity))
          if (samples.length < 30) requestAnimationFrame(sample)
        }
        requestAnimationFrame(sample)
      })
    const lowestOpacity = async () => {
      const samples = () => page.evaluate(() => (window as unknown as Sampled).opacitySamples)
      await expect.poll(async () => (await samples()).length).toBe(30)
      return Math.min(...(await samples()))
    }
    const footer = page.getByRole('contentinfo')

    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
    await sampleNextPage()
    await footer.getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL('/faq')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect.poll(() => page.locator('main').evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    expect(await lowestOpacity()).toBeLessThan(0.5)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await sampleNextPage()
    await footer.getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL('/pricing')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await lowestOpacity()).toBe(1)
  })
})
