import { describe, expect, it } from 'vitest'
import { makeEstimate, makeWindow } from '../testing/estimate-factory.ts'
import { missingForReady } from './completeness.ts'

describe('missingForReady', () => {
  it('finds nothing missing in a complete estimate', () => {
    expect(missingForReady(makeEstimate())).toEqual([])
  })

  it('lists a blank customer and address, no windows, and unlabeled windows by number', () => {
    expect(missingForReady(makeEstimate({ customer: ' ', address: '', windows: [] }))).toEqual([
      { code: 'customer' },
      { code: 'address' },
      { code: 'windows' },
    ])
    const windows = [makeWindow({ id: 'a' }), makeWindow({ id: 'b', label: '' })]
    expect(missingForReady(makeEstimate({ windows }))).toEqual([
      { code: 'windowLabel', windowId: 'b', number: 2 },
    ])
  })
})
