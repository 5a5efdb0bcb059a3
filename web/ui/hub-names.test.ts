import { setupI18n, type Messages } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { hubNameIn } from './hub-names.ts'

/** The shell's catalog of a language, as the app loads it. */
async function shellIn(locale: string) {
  const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po')
  const { messages } = await catalogs[`../../locales/${locale}/messages.po`]!()
  return setupI18n({ locale, messages: { [locale]: messages } })
}

const HUB_IDS = ['atlanta', 'florida', 'carolinas']

describe('hubNameIn', () => {
  it('writes the hubs in the letters of the page', async () => {
    const ru = await shellIn('ru')
    expect(HUB_IDS.map((id) => hubNameIn(ru, id))).toEqual(['Атланта', 'Флорида', 'Каролины'])
    const zh = await shellIn('zh')
    expect(HUB_IDS.map((id) => hubNameIn(zh, id))).toEqual(['亚特兰大', '佛罗里达', '卡罗来纳'])
    const en = await shellIn('en')
    expect(hubNameIn(en, 'carolinas')).toBe('Carolinas')
  })

  it('shows an id that is no hub as it is', async () => {
    expect(hubNameIn(await shellIn('ru'), 'savannah')).toBe('savannah')
  })
})
