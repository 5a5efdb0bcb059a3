import { describe, expect, it } from 'vitest'
import { MASK, maskContactDetails } from './message.ts'

describe('maskContactDetails', () => {
  it.each([
    ['Call me at (404) 555-0142 tomorrow', `Call me at ${MASK} tomorrow`],
    ['my cell 404.555.0142', `my cell ${MASK}`],
    ['+1 404 555 0142', MASK],
    ['4045550142', MASK],
    ['write to pat.smith@example.com please', `write to ${MASK} please`],
    ['pat (at) example (dot) com', MASK],
    ['see www.peachtint.com/gallery', `see ${MASK}`],
    ['https://example.org/x?y=1 has photos', `${MASK} has photos`],
  ])('hides %j', (text, expected) => {
    expect(maskContactDetails(text)).toEqual({ text: expected, masked: true })
  })

  it.each([
    'Six windows, 36 by 48 inches, south side.',
    'We can start on 6/14 at 8:30 and finish by 3 pm.',
    'Price includes 2 technicians and 1 day of work for $1,450.',
    '3M Prestige 70, 15 year warranty',
  ])('leaves ordinary text alone: %j', (text) => {
    expect(maskContactDetails(text)).toEqual({ text, masked: false })
  })
})
