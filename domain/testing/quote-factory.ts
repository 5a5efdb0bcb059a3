import { DEFAULT_PRICING_SHEET } from '../estimator/pricing.ts'
import { LOCALES } from '../i18n/locales.ts'
import { buildQuote, snapshotHash, type QuoteInput } from '../quotes/quote.ts'
import { DEFAULT_QUOTE_RULES } from '../quotes/rules.ts'
import type { QuoteVersionView } from '../quotes/state.ts'
import { DEFAULT_TAX_TABLE } from '../shop/tax.ts'
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

/** Version `version` (id `v<version>`) of estimate e1's quote as the server lists it: sent, not answered yet. */
export function makeQuoteVersionView(
  version: number,
  patch: Partial<QuoteVersionView> = {},
): QuoteVersionView {
  const snapshot = buildQuote(makeQuoteInput({ id: `v${version}`, estimateId: 'e1', version }), {
    sheet: DEFAULT_PRICING_SHEET,
    taxTable: DEFAULT_TAX_TABLE,
  })
  return {
    id: `v${version}`,
    estimateId: 'e1',
    ownerId: 'u1',
    snapshot,
    hash: snapshotHash(snapshot),
    email: 'dana@example.com',
    followUp: false,
    stage: 'sent',
    createdAt: snapshot.createdAt,
    sentAt: snapshot.createdAt,
    viewedAt: null,
    followedUpAt: null,
    revokedAt: null,
    changeRequest: null,
    acceptance: null,
    deposit: { state: 'none', method: null, dueCents: 0, paidCents: 0 },
    job: null,
    ...patch,
  }
}
