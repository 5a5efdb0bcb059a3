import { describe, expect, it } from 'vitest'
import { prefillSearch, windowFromSearch } from './prefill.ts'

const job = { quantity: 3, width: 36, height: 48.5, unit: 'inches', filmType: 'security' } as const

describe('estimate prefill', () => {
  it('reads back the job it wrote, with the defaults for everything else', () => {
    const search = Object.fromEntries(new URLSearchParams(prefillSearch(job)))
    expect(windowFromSearch(search, 'w1')).toMatchObject({
      id: 'w1',
      ...job,
      windowType: 'residential',
      photos: [],
      readings: null,
    })
  })

  it('accepts the numbers a router has already parsed', () => {
    expect(
      windowFromSearch({ quantity: 2, width: 1.2, height: 0.9, unit: 'meters', film: 'decorative' }, 'w'),
    ).toMatchObject({
      quantity: 2,
      width: 1.2,
      unit: 'meters',
      filmType: 'decorative',
    })
  })

  it('ignores an address with no job or one the estimator would refuse', () => {
    expect(windowFromSearch({}, 'w')).toBeNull()
    expect(windowFromSearch({ ...job, film: 'security', quantity: '0' }, 'w')).toBeNull()
    expect(
      windowFromSearch({ quantity: '1', width: '36', height: '48', unit: 'cubits', film: 'security' }, 'w'),
    ).toBeNull()
    expect(
      windowFromSearch({ quantity: '1', width: 'wide', height: '48', unit: 'inches', film: 'security' }, 'w'),
    ).toBeNull()
    expect(
      windowFromSearch({ quantity: '1', width: '36', height: '48', unit: 'inches', film: 'tinfoil' }, 'w'),
    ).toBeNull()
  })
})
