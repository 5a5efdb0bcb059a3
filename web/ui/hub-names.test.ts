import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { loadLocale } from '../app/i18n.ts'
import { hubNameIn } from './hub-names.ts'

describe('hubNameIn', () => {
  it('writes the hubs in the letters of the page', async () => {
    await loadLocale('ru')
    expect(['atlanta', 'florida', 'carolinas'].map((id) => hubNameIn(i18n, id))).toEqual([
      'Атланта',
      'Флорида',
      'Каролины',
    ])
    await loadLocale('zh')
    expect(['atlanta', 'florida', 'carolinas'].map((id) => hubNameIn(i18n, id))).toEqual([
      '亚特兰大',
      '佛罗里达',
      '卡罗来纳',
    ])
    await loadLocale('en')
    expect(hubNameIn(i18n, 'carolinas')).toBe('Carolinas')
  })

  it('shows an id that is no hub as it is', async () => {
    await loadLocale('ru')
    expect(hubNameIn(i18n, 'savannah')).toBe('savannah')
  })
})
