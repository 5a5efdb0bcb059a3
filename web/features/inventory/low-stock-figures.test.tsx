// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { LowStockItem } from '../../../domain/inventory/ledger.ts'
import { LowStockFigures } from './low-stock-figures.tsx'

afterEach(cleanup)

const item = (patch: Partial<LowStockItem>): LowStockItem => ({
  hubId: 'atlanta',
  productId: 'p1',
  sku: 'SEC-8C-60',
  productName: 'Shield Clear 8',
  widthIn: 60,
  remainingFt: 100,
  reservedFt: 0,
  availableFt: 100,
  thresholdFt: 100,
  rolls: 1,
  ...patch,
})

function text(figures: LowStockItem) {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  return render(
    <I18nProvider i18n={i18n}>
      <LowStockFigures item={figures} />
    </I18nProvider>,
  ).container.textContent
}

describe('why a product is low on stock', () => {
  it('says what is held for jobs when that is what takes it under its threshold', () => {
    expect(text(item({ remainingFt: 100, reservedFt: 12.5, availableFt: 87.5 }))).toBe(
      'Atlanta: 87.5 ft available (12.5 ft reserved for jobs), threshold 100 ft',
    )
  })

  it('says what is left when nothing is held', () => {
    expect(text(item({ remainingFt: 40, availableFt: 40 }))).toBe('Atlanta: 40 ft left, threshold 100 ft')
  })
})
