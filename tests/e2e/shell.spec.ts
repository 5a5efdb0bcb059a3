import { expect, expectNoSeriousAxeViolations, test } from './fixtures.ts'

test.describe('brand tagline', () => {
  test('reads "Advanced Security Solutions" on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const tagline = page.getByRole('banner').getByTestId('brand-tagline')
    await expect(tagline.getByText('Advanced Security Solutions')).toBeVisible()
    await expect(tagline.getByText('Defense Materials')).toBeHidden()
  })

  test('reads "Defense Materials" from 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 })
    await page.goto('/')
    const tagline = page.getByRole('banner').getByTestId('brand-tagline')
    await expect(tagline.getByText('Defense Materials')).toBeVisible()
    await expect(tagline.getByText('Advanced Security Solutions')).toBeHidden()
  })
})

test.describe('header navigation', () => {
  test('visitors see the public pages on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/pricing')
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'Get Estimate',
      'Track Order',
      'Security Films',
      'Solar Control',
      'Decorative Films',
    ])
  })

  test('the employee entry pages offer Employee Home and Public Site, and the logo leads to the portal', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/internal')
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'Employee Home',
      'Public Site',
    ])
    await expect(banner.getByRole('link', { name: 'Southern Shield home' })).toHaveAttribute(
      'href',
      '/internal',
    )
  })

  test('on a phone the side menu holds the navigation and closes after a choice', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog')
    await expect(menu.getByRole('link', { name: 'Solar Control' })).toBeVisible()
    await menu.getByRole('link', { name: 'Solar Control' }).click()
    await expect(page).toHaveURL('/solar-control-films')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('the side menu closes with its Close button and with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test('the footer carries the copyright and the legal links', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  // The year the app was built: this one, as the suite runs on a fresh build.
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Southern Shield`)
  const legal: [string, string][] = [
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
    ['Contact Us', '/contact'],
  ]
  for (const [name, href] of legal) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
})

test('a rendering failure shows the error screen, which offers a refresh and recovers by itself after 5 s', async ({
  page,
}) => {
  await page.goto('/debug-env')
  await page.getByRole('button', { name: 'Simulate a rendering error' }).click()
  const alert = page.getByRole('alert')
  await expect(alert.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expect(alert).toContainText(
    "We're sorry, but there was an error loading the application. Please try refreshing the page.",
  )
  await expect(alert).toContainText('Test rendering error from the diagnostics page')
  await expect(alert.getByRole('button', { name: 'Refresh Page' })).toBeVisible()

  await page.waitForTimeout(4000)
  await expect(alert).toBeVisible()
  // Back within the 5 s promised (4 s waited, at most 3 s more).
  await expect(page.getByRole('button', { name: 'Simulate a rendering error' })).toBeVisible({
    timeout: 3000,
  })
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('Refresh Page reloads the page', async ({ page }) => {
  await page.goto('/debug-env')
  await page.getByRole('button', { name: 'Simulate a rendering error' }).click()
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true))
  await page.getByRole('button', { name: 'Refresh Page' }).click()
  await expect(page.getByRole('button', { name: 'Simulate a rendering error' })).toBeVisible()
  expect(
    await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
  ).toBeUndefined()
})

test.describe('accessibility', () => {
  const pages = [
    '/',
    '/security-safety-film',
    '/pricing',
    '/membership-plans',
    '/faq',
    '/no-such-page',
    '/team-login',
    '/admin-login',
  ]
  // Two pages per test, in one page: each is loaded anew and checked on its own.
  for (let first = 0; first < pages.length; first += 2) {
    const pair = pages.slice(first, first + 2)
    test(`${pair.join(' and ')} have no serious axe violations`, async ({ page }) => {
      for (const path of pair) {
        await test.step(path, async () => {
          await page.goto(path)
          await expectNoSeriousAxeViolations(page)
        })
      }
    })
  }
})
