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

  test('prices are formatted for the reader’s language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'fr'))
    await page.goto('/membership-plans')
    // $199 onboarding package, in French number format.
    await expect(page.getByText(/(^|\s)199\s\$US/).first()).toBeVisible()
  })
})
