import { HUBS } from '../hubs/hubs.ts'
import { compareCodes } from '../compare.ts'

/** The 50 states and the District of Columbia, by USPS code. Names are proper nouns, as on an envelope. */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const

export type UsStateCode = keyof typeof US_STATES

export const US_STATE_CODES = Object.keys(US_STATES) as [UsStateCode, ...UsStateCode[]]

export function isUsStateCode(value: string): value is UsStateCode {
  return Object.hasOwn(US_STATES, value)
}

// The names are plain ASCII letters and spaces, whose code order is their alphabetical order.
const byName = (a: UsStateCode, b: UsStateCode) => compareCodes(US_STATES[a], US_STATES[b])

/** The states our hubs serve (domain/hubs), listed first in the state picker. */
export const SERVED_STATE_CODES: readonly UsStateCode[] = [
  ...new Set(HUBS.flatMap((hub) => hub.serves).filter(isUsStateCode)),
].sort(byName)

/** Every other state, by name: we take requests from anywhere and refer them to a partner. */
export const OTHER_STATE_CODES: readonly UsStateCode[] = US_STATE_CODES.filter(
  (code) => !SERVED_STATE_CODES.includes(code),
).sort(byName)
