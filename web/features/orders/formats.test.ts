import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { orderLineName } from './formats.ts'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

describe('orderLineName', () => {
  it('names a cut by its own length, never as the roll it was cut from', () => {
    expect(orderLineName(i18n, { name: 'Ceramic 40 — 48″ × 100′', cutLengthFt: 25 })).toBe(
      'Ceramic 40 — 48″ × 25 ft cut',
    )
  })

  it('keeps the catalog name of a full roll or a piece', () => {
    expect(orderLineName(i18n, { name: 'Ceramic 40 — 48″ × 100′', cutLengthFt: null })).toBe(
      'Ceramic 40 — 48″ × 100′',
    )
    expect(orderLineName(i18n, { name: 'DIY Install Kit', cutLengthFt: null })).toBe('DIY Install Kit')
  })

  it('still says it is a cut when an admin renamed the roll', () => {
    expect(orderLineName(i18n, { name: 'Ceramic 40 wide', cutLengthFt: 12 })).toBe(
      'Ceramic 40 wide × 12 ft cut',
    )
  })
})
