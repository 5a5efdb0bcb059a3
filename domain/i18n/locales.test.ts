import { describe, expect, it } from 'vitest'
import { pickLocale } from './locales.ts'

describe('pickLocale', () => {
  it('prefers the stored choice over the browser language', () => {
    expect(pickLocale('ru', ['fr-FR', 'en'])).toBe('ru')
  })

  it('falls back to the first browser language we support, by its base tag', () => {
    expect(pickLocale(null, ['de-DE', 'zh-CN', 'es'])).toBe('zh')
  })

  it('ignores an unknown stored value', () => {
    expect(pickLocale('klingon', ['es-MX'])).toBe('es')
  })

  it('falls back to English when nothing matches', () => {
    expect(pickLocale(undefined, ['de', 'pt-BR'])).toBe('en')
  })
})
