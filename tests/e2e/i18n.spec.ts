import { translation } from '../catalog.ts'
import { expect, test } from './fixtures.ts'

test.describe('language choice', () => {
  test.describe('browser in French, nothing saved', () => {
    test.use({ locale: 'fr-FR' })
    test('follows the browser language', async ({ page }) => {
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      await expect(
        page
          .getByRole('navigation', { name: translation('fr', 'Main') })
          .getByRole('link', { name: translation('fr', 'Home'), exact: true }),
      ).toBeVisible()
    })

    test('a saved choice wins over the browser language', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('lang', 'ru'))
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: translation('ru', 'Terms of Service') }),
      ).toBeVisible()
    })
  })

  test.describe('browser in a language we do not offer', () => {
    test.use({ locale: 'de-DE' })
    test('falls back to English', async ({ page }) => {
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }),
      ).toBeVisible()
    })
  })

  test('the switcher changes the interface and the choice survives a reload', async ({ page }) => {
    await page.goto('/pricing')
    await page.getByRole('button', { name: /Language/ }).click()
    await page.getByRole('menuitemradio', { name: 'Español' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: translation('es', 'Privacy Policy') }),
    ).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es')

    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: translation('es', 'Privacy Policy') }),
    ).toBeVisible()
  })

  test('a word keeps its meaning on every page: the menu’s Home is the home page, not a house', async ({
    page,
  }) => {
    // The showcase loads the tools' catalog, where "Home" is also a kind of property.
    await page.addInitScript(() => localStorage.setItem('lang', 'fr'))
    await page.goto('/installer-showcase')
    await expect(page.getByRole('heading', { level: 1, name: 'Vitrine des installateurs' })).toBeVisible()
    await expect(
      page
        .getByRole('navigation', { name: translation('fr', 'Main') })
        .getByRole('link', { name: 'Accueil', exact: true }),
    ).toBeVisible()
  })

  test('on a phone the estimate’s three views fit in the longest language', async ({ newContext }) => {
    const context = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
    const page = await context.newPage()
    await page.addInitScript(() => localStorage.setItem('lang', 'ru'))
    await page.goto('/enhanced-estimator')
    const tabs = page.getByRole('tablist', { name: translation('ru', 'Estimate views') }).getByRole('tab')
    await expect(tabs).toHaveCount(3)
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(390)
      expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
    }
  })

  test('prices are formatted for the reader’s language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'fr'))
    await page.goto('/membership-plans')
    // $199 onboarding package, in French number format.
    await expect(page.getByText(/(^|\s)199\s\$US/).first()).toBeVisible()
  })

  test('on a phone the pricing page fits in the longest language: buttons, plans and the comparison', async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
    const page = await context.newPage()
    await page.addInitScript(() => localStorage.setItem('lang', 'ru'))
    await page.goto('/pricing')
    const plans = page.getByRole('article')
    await expect(plans).toHaveCount(3)
    // Nothing is wider than its box: no label cut off, no word leaving its card.
    for (const box of await plans.all())
      expect(await box.evaluate((card) => card.scrollWidth <= card.clientWidth)).toBe(true)
    for (const link of await plans.getByRole('link').all())
      expect(await link.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true)
    // The comparison shows one plan beside the features, and each plan can be chosen.
    const table = page.getByRole('table', { name: translation('ru', 'Plan comparison') })
    expect(await table.evaluate((t) => t.scrollWidth <= t.parentElement!.clientWidth)).toBe(true)
    const enterprise = translation('ru', 'Enterprise')
    await expect(table.getByRole('columnheader', { name: enterprise })).toBeHidden()
    await page.getByLabel(translation('ru', 'Plan to compare')).selectOption({ label: enterprise })
    await expect(table.getByRole('columnheader', { name: enterprise })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    // Reading down the page, the chat button steps aside; scrolling back up brings it back.
    const chat = page.getByRole('button', { name: translation('ru', 'Chat with our assistant') })
    await expect(chat).toBeVisible()
    await page.mouse.wheel(0, 900)
    await expect(chat).toBeHidden()
    await page.mouse.wheel(0, -300)
    await expect(chat).toBeVisible()
    await context.close()
  })
})
