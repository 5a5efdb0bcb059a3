import { LOCALES } from '../i18n/locales.ts'
import type { QuoteInput } from '../quotes/quote.ts'
import { DEFAULT_QUOTE_RULES } from '../quotes/rules.ts'
import { makeWindow } from './estimate-factory.ts'

let next = 0

/** A quote input of three options on two windows in Atlanta; overrides replace whole fields. */
export function makeQuoteInput(overrides: Partial<QuoteInput> = {}): QuoteInput {
  next += 1
  return {
    id: `quote-${next}`,
    estimateId: `estimate-${next}`,
    code: 'Q-7K2M-Q9XD',
    version: 1,
    token: 'AAAAAAAAAAAAAAAAAAAAAA'.slice(0, 22 - String(next).length) + String(next),
    customer: { name: 'Dana Whitfield', email: 'dana@example.com', language: LOCALES[0] },
    address: '412 Peachtree St, Atlanta, GA 30308',
    windows: [
      makeWindow({ id: 'w1', label: 'Living room', width: 72, height: 60, quantity: 2 }),
      makeWindow({ id: 'w2', label: 'Kitchen', width: 36, height: 48 }),
    ],
    options: [
      { id: 'good', label: 'Good', filmType: 'standard' },
      { id: 'better', label: 'Better', filmType: 'premium' },
      { id: 'best', label: 'Best', filmType: 'security' },
    ],
    customLines: [],
    discountPercent: 0,
    deposit: DEFAULT_QUOTE_RULES.deposit,
    validityDays: 30,
    followUp: false,
    createdAt: '2026-11-28T15:00:00.000Z',
    ...overrides,
  }
}
