import { describe, expect, it } from 'vitest'
import { findPlace } from './places.ts'

const hubOf = (message: string) => findPlace(message)?.hub?.id ?? null

describe('findPlace', () => {
  it('places a ZIP code in its state and hub, South Georgia by its prefix', () => {
    expect(findPlace('30301')).toMatchObject({ zip: '30301', state: 'GA', label: '30301 (GA)' })
    expect(hubOf('30301')).toBe('atlanta')
    expect(hubOf('31401')).toBe('florida')
    expect(hubOf('33012')).toBe('florida')
    expect(hubOf('28202-1234')).toBe('carolinas')
    expect(findPlace('10001')).toMatchObject({ state: 'NY', hub: undefined })
  })

  it('finds cities of the served states and the larger ones elsewhere, with the state when named', () => {
    expect(findPlace('do you come to Macon GA')?.label).toBe('Macon, GA')
    expect(hubOf('installs in North Charleston?')).toBe('carolinas')
    expect(findPlace('do you work in Chicago')).toMatchObject({ label: 'Chicago, IL', hub: undefined })
    // A name several states have: the named state's.
    expect(findPlace('Columbus, Ohio')?.label).toBe('Columbus, OH')
    expect(findPlace('Columbus, Georgia')?.label).toBe('Columbus, GA')
    expect(findPlace('can u guys install in jacksonville fl')?.label).toBe('Jacksonville, FL')
    // Two served states have a Nashville: the city, not the Georgia town, unless Georgia is named.
    expect(findPlace('trabajan en nashville?')?.label).toBe('Nashville, TN')
    expect(findPlace('Nashville, GA')?.label).toBe('Nashville, GA')
  })

  it('reads states and cities in Spanish, French, Russian and Chinese', () => {
    expect(hubOf('¿Trabajan en Carolina del Sur?')).toBe('carolinas')
    expect(hubOf('Intervenez-vous en Floride ?')).toBe('florida')
    expect(hubOf('Вы работаете в Атланте?')).toBe('atlanta')
    expect(hubOf('你们在田纳西州安装吗')).toBe('atlanta')
    // Named in Russian or Chinese, the city keeps that name in the answer.
    expect(findPlace('монтаж в Ноксвилле')?.label).toBe('Ноксвилл, TN')
    expect(findPlace('вы работаете в Атланте?')?.label).toBe('Атланта, GA')
    expect(findPlace('你们在奥兰多安装吗')?.label).toBe('奥兰多, FL')
  })

  it('does not read ordinary words as short city names', () => {
    expect(findPlace('Is the film sold by the roll or cut to size?')).toBeUndefined()
    expect(findPlace('How much is shipping?')).toBeUndefined()
  })
})
