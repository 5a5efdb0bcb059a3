import { describe, expect, it } from 'vitest'
import { OTHER_STATE_CODES, SERVED_STATE_CODES, US_STATES } from './us-states.ts'

describe('state lists', () => {
  it('are in the alphabetical order of the names, served states first', () => {
    const alphabetical = (codes: readonly string[]) =>
      [...codes].sort((a, b) =>
        US_STATES[a as keyof typeof US_STATES].localeCompare(US_STATES[b as keyof typeof US_STATES], 'en'),
      )
    expect(SERVED_STATE_CODES).toEqual(alphabetical(SERVED_STATE_CODES))
    expect(OTHER_STATE_CODES).toEqual(alphabetical(OTHER_STATE_CODES))
    expect(SERVED_STATE_CODES.map((code) => US_STATES[code])).toEqual([
      'Alabama',
      'Florida',
      'Georgia',
      'North Carolina',
      'South Carolina',
      'Tennessee',
    ])
    expect(new Set([...SERVED_STATE_CODES, ...OTHER_STATE_CODES]).size).toBe(Object.keys(US_STATES).length)
  })
})
