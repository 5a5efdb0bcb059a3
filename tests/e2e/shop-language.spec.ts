import type { Page } from '@playwright/test'
import { translation } from '../catalog.ts'
import { expect, test } from './fixtures.ts'

/*
 * The cart keeps product ids, not names: each line is named from the catalog in the language the
 * page is in now, whatever language it was added in; amounts read as a US customer of that language
 * writes them.
 */

const KIT = 'DIY Install Kit (squeegees, knife, spray bottle, slip solution)'

async function chooseLanguage(page: Page, current: string, next: string) {
  await page.getByRole('banner').getByRole('button', { name: new RegExp(current) }).click()
  await page.getByRole('menuitemradio', { name: next }).click()
}

test('a product added on the Spanish page is named in English once the page is', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/shop/KIT-DIY')
  await chooseLanguage(page, 'English', 'Español')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await page.getByRole('button', { name: translation('es', 'Add to cart'), exact: true }).click()
  await expect(page.getByText(translation('es', 'Added to cart'), { exact: true })).toBeVisible()

  // The checkout lists the line in Spanish too, with the dollars as US Spanish writes them.
  await page.goto('/checkout')
  const summary = page.getByRole('main')
  await expect(summary.getByText(`1 × ${translation('es', KIT)}`)).toBeVisible()
  await expect(summary.getByText('$34.99').first()).toBeVisible()
  await expect(summary).not.toContainText('US$')

  await page.goto('/cart')
  await expect(page.getByRole('main').getByText(translation('es', KIT))).toBeVisible()
  await chooseLanguage(page, 'Español', 'English')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('main').getByText(KIT)).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText(translation('es', KIT))

  await page.goto('/checkout')
  await expect(page.getByRole('main').getByText(`1 × ${KIT}`)).toBeVisible()
})
