import { z } from 'zod'
import type { OrderErrorCode } from './errors.ts'

const code = (value: OrderErrorCode) => ({ message: value })

/*
 * Order numbers: SS-XXXX-XXXX, eight characters of Crockford's base 32 (no I, L, O or U, so
 * nothing reads as another character or a word) from a CSPRNG: 40 random bits, about 10^12
 * numbers. Knowing one number tells nothing about another, and track-order also needs the email.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

export const ORDER_NUMBER_PATTERN = /^SS-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/

/**
 * `PREFIX-XXXX-XXXX` in that alphabet (quotes use it too). `random(n)` gives n random bytes; the
 * default is the platform's CSPRNG (browser and Node alike).
 */
/** n bytes from the platform's CSPRNG (browser and Node alike). */
export const randomBytes = (n: number): Uint8Array => crypto.getRandomValues(new Uint8Array(n))

export function newCode(prefix: string, random: (n: number) => Uint8Array = randomBytes): string {
  // 32 divides 256, so the low five bits of a uniform byte are uniform: no bias, no rejection.
  const chars = [...random(8)].map((byte) => ALPHABET[byte & 31])
  return `${prefix}-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`
}

export function newOrderNumber(random?: (n: number) => Uint8Array): string {
  return newCode('SS', random)
}

/**
 * What a customer types, as the stored form: case, spaces and dashes do not matter, the SS prefix
 * may be left out, and the letters Crockford reads as digits (O, I, L) are read so. Null when it
 * cannot be an order number.
 */
export function normalizeOrderNumber(input: string): string | null {
  const bare = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/^SS(?=[0-9A-Z]{8}$)/, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1')
  if (!/^[0-9A-HJKMNP-TV-Z]{8}$/.test(bare)) return null
  return `SS-${bare.slice(0, 4)}-${bare.slice(4)}`
}

export const TrackOrderSchema = z.object({
  orderNumber: z
    .string(code('orderNumberInvalid'))
    .max(40, code('orderNumberInvalid'))
    .transform((value, ctx) => {
      const number = normalizeOrderNumber(value)
      if (number === null) ctx.addIssue({ code: 'custom', ...code('orderNumberInvalid') })
      return number ?? ''
    }),
  email: z
    .string(code('emailInvalid'))
    .trim()
    .max(254, code('emailInvalid'))
    .pipe(z.email(code('emailInvalid'))),
})
export type TrackOrderInput = z.output<typeof TrackOrderSchema>
