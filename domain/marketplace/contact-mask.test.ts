import { describe, expect, it } from 'vitest'
import { MASK, maskContactDetails } from './contact-mask.ts'

/**
 * Ways people slip contact details past a filter, as tried on the marketplace: each must come out
 * with nothing of the phone number, address or link left readable.
 */
const EVASIONS = [
  'Call me at (404) 555-0142 tomorrow',
  'my cell 404.555.0142',
  '+1 404 555 0142',
  '4045550142',
  '404-555-0142',
  '404 555 01 42',
  '4 0 4 5 5 5 0 1 4 2',
  '4.0.4.5.5.5.0.1.4.2',
  '4-0-4-5-5-5-0-1-4-2',
  '404/555/0142',
  '(404)5550142',
  '404_555_0142',
  '+14045550142',
  '４０４５５５０１４２',
  'text ４０４-５５５-０１４２ tonight',
  'six seven eight five five five one two three four',
  'Six Seven Eight 555 1234',
  'six-seven-eight-five-five-five-one-two-three-four',
  '678 five five five 1234',
  'four oh four, five five five, oh one four two',
  'seis siete ocho cinco cinco cinco uno dos tres cuatro',
  'six sept huit cinq cinq cinq un deux trois quatre',
  'write to pat.smith@example.com please',
  'pat.smith @ example.com',
  'pat . smith @ example . com',
  'pat (at) example (dot) com',
  'pat [at] example [dot] com',
  'pat at example dot com',
  'pat AT example DOT com',
  'Pat At Example Dot Com',
  'pat{at}example{dot}com',
  'pat arroba example punto com',
  'pat@example.co',
  'pat at gmail',
  'reach me: pat_smith at yahoo',
  'pat＠example．com',
  'see www.peachtint.com/gallery',
  'https://example.org/x?y=1 has photos',
  'peachtint.com',
  'my site is peachtint.net/work',
  'email pat dot smith at gmail dot com',
  'call 404 555 0142 or pat@example.com',
]

/** What a project, a bid or a message says about the job: none of it may be hidden. */
const ORDINARY = [
  'Six windows, 36 by 48 inches, south side.',
  'We can start on 6/14 at 8:30 and finish by 3 pm.',
  'Price includes 2 technicians and 1 day of work for $1,450.',
  '3M Prestige 70, 15 year warranty',
  'Patio slider 95 1/2 x 79 3/4 and two transoms 36 x 12.',
  'Budget $1,000 – $2,500, within 2 weeks.',
  'One or two of the six panes are cracked.',
  'Second floor, about 10 ft up, ladder access.',
  'I am at home at 5 most days.',
  'Film: Ceramic 40 on 8 windows, Security 8 mil on the 2 doors.',
  'Done on 2026-11-27.',
  'Started 11/27/2026, done by 12/4/2026.',
  'Uno o dos ventanas, 36 x 48 pulgadas.',
  'Une ou deux fenêtres au sud.',
  'Quote #2041 for 12 panes.',
  'Three windows at 24 by 36 and one at 48 by 60.',
]

describe('maskContactDetails', () => {
  it.each(EVASIONS)('hides the contact details in %j', (text) => {
    const result = maskContactDetails(text)
    expect(result.masked).toBe(true)
    expect(result.text).toContain(MASK)
    // No run of digits long enough to call, no address, no link is left.
    expect(result.text.replace(/[^0-9０-９]/g, '').length).toBeLessThan(7)
    expect(result.text).not.toMatch(/@|＠|example|peachtint|gmail|yahoo/i)
  })

  it('catches every string of the evasion corpus (recall 100 % over 42)', () => {
    const caught = EVASIONS.filter((text) => maskContactDetails(text).masked)
    expect([EVASIONS.length >= 40, caught.length / EVASIONS.length]).toEqual([true, 1])
  })

  it.each(ORDINARY)('leaves ordinary text alone: %j', (text) => {
    expect(maskContactDetails(text)).toEqual({ text, masked: false })
  })

  it('keeps the text around what it hides', () => {
    expect(maskContactDetails('Call me at (404) 555-0142 tomorrow').text).toBe(`Call me at ${MASK} tomorrow`)
    expect(maskContactDetails('see www.peachtint.com/gallery').text).toBe(`see ${MASK}`)
  })
})
