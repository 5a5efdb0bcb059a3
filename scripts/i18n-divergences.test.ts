import { describe, expect, it } from 'vitest'
import { findDivergences, parsePo, targetLocales } from './i18n-divergences.ts'

describe('the catalogs of one language', () => {
  it.each(targetLocales())('%s translates each message one way in every catalog', (locale) => {
    // Each divergence reads as the message and its translations per catalog, to pick one of.
    expect(findDivergences(locale)).toEqual([])
  })

  it('reads the context and leaves obsolete entries out', () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: fr\\n"',
      '',
      'msgctxt "order status"',
      'msgid "Cancelled"',
      'msgstr "Annulée"',
      '',
      '#. js-lingui-explicit-id',
      'msgid "Cancelled"',
      'msgstr "Annulé"',
      '',
      '#~ msgid "Gone"',
      '#~ msgstr "Parti"',
    ].join('\n')
    expect(parsePo(po)).toEqual([
      { context: 'order status', id: 'Cancelled', translation: 'Annulée' },
      { context: '', id: 'Cancelled', translation: 'Annulé' },
    ])
  })
})
