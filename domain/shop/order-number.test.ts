import { describe, expect, it } from 'vitest'
import {
  newOrderNumber,
  normalizeOrderNumber,
  ORDER_NUMBER_PATTERN,
  TrackOrderSchema,
} from './order-number.ts'

describe('order numbers', () => {
  it('are SS-XXXX-XXXX in Crockford base 32, from the random bytes given', () => {
    expect(newOrderNumber(() => Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 7]))).toBe('SS-0123-4567')
    // Only the low five bits count: 32 is 0 again, 255 is 31 (Z).
    expect(newOrderNumber(() => Uint8Array.from([10, 17, 18, 21, 27, 31, 32, 255]))).toBe('SS-AHJN-VZ0Z')
  })

  it('are unpredictable: a thousand from the CSPRNG are all different and well formed', () => {
    const numbers = Array.from({ length: 1000 }, () => newOrderNumber())
    expect(new Set(numbers).size).toBe(1000)
    for (const number of numbers) expect(number).toMatch(ORDER_NUMBER_PATTERN)
  })

  it('are read the way customers type them', () => {
    expect(normalizeOrderNumber('SS-7K2M-Q9XD')).toBe('SS-7K2M-Q9XD')
    expect(normalizeOrderNumber(' ss-7k2m-q9xd ')).toBe('SS-7K2M-Q9XD')
    expect(normalizeOrderNumber('7K2M Q9XD')).toBe('SS-7K2M-Q9XD')
    expect(normalizeOrderNumber('SS7K2MQ9XD')).toBe('SS-7K2M-Q9XD')
    // O reads as zero, I and L as one.
    expect(normalizeOrderNumber('SS-OIL0-Q9XD')).toBe('SS-0110-Q9XD')
  })

  it('refuse what cannot be one', () => {
    for (const input of ['', 'SS-7K2M', 'SS-7K2M-Q9XDX', 'SS-UUUU-UUUU', 'SS-7K2M-Q9X!', "' OR 1=1 --"])
      expect(normalizeOrderNumber(input)).toBeNull()
  })

  it('are checked with the email on the track-order form', () => {
    expect(TrackOrderSchema.parse({ orderNumber: 'ss 7k2m q9xd', email: ' pat@example.com ' })).toEqual({
      orderNumber: 'SS-7K2M-Q9XD',
      email: 'pat@example.com',
    })
    const refused = TrackOrderSchema.safeParse({ orderNumber: 'nope', email: 'pat' })
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['orderNumber', 'orderNumberInvalid'],
      ['email', 'emailInvalid'],
    ])
  })
})
