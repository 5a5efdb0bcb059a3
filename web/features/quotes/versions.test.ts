import { describe, expect, it } from 'vitest'
import { DEFAULT_PRICING_SHEET } from '../../../domain/estimator/pricing.ts'
import { buildQuote, snapshotHash } from '../../../domain/quotes/quote.ts'
import { DEFAULT_TAX_TABLE } from '../../../domain/shop/tax.ts'
import { makeQuoteInput, makeQuoteVersionView } from '../../../domain/testing/quote-factory.ts'
import type { JsonValue, OutboxRow } from '../../app/device-db.ts'
import { formOf, inputOf } from './builder-form.ts'
import { QUOTE_KINDS } from './quotes-api.ts'
import { mergeVersions } from './versions.ts'

const context = { sheet: DEFAULT_PRICING_SHEET, taxTable: DEFAULT_TAX_TABLE }
const now = new Date('2026-11-29T12:00:00Z')

function row(kind: string, summary: object, patch: Partial<OutboxRow> = {}): OutboxRow {
  return {
    id: `${kind}-${Math.random()}`,
    kind,
    method: 'POST',
    url: '/api/quotes',
    body: {},
    summary: summary as JsonValue,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: 1,
    ...patch,
  }
}

describe("an estimate's quote versions on the device", () => {
  it('lists a version made offline from its request, newest first, and the older one as replaced', () => {
    const v1 = makeQuoteVersionView(1)
    const input = makeQuoteInput({ id: 'v2', estimateId: 'e1', version: 2 })
    const snapshot = buildQuote(input, context)
    const create = row(QUOTE_KINDS.create, {
      estimateId: 'e1',
      quoteId: 'v2',
      version: {
        snapshot,
        hash: snapshotHash(snapshot),
        email: '',
        followUp: false,
        createdAt: input.createdAt,
      },
    })
    const accept = row(QUOTE_KINDS.accept, { estimateId: 'e1', quoteId: 'v2' }, { createdAt: 2 })
    const items = mergeVersions({ versions: [v1], readAt: 10 }, [create, accept], { v2: 'token' }, now)
    expect(items.map((item) => [item.id, item.stage, item.server === null, item.token])).toEqual([
      ['v2', 'draft', true, 'token'],
      ['v1', 'superseded', false, null],
    ])
    expect(items[0]!.pending.map((command) => command.command)).toEqual(['create', 'accept'])
  })

  it('takes the answer of a command sent after the list was read', () => {
    const accepted = makeQuoteVersionView(1, {
      stage: 'accepted',
      acceptance: { optionId: 'good', name: 'Dana', signedAt: '', receivedAt: '', onDevice: true },
    })
    const sent = row(
      QUOTE_KINDS.accept,
      { estimateId: 'e1', quoteId: 'v1' },
      {
        state: 'sent',
        sentAt: 20,
        response: accepted as unknown as JsonValue,
      },
    )
    const [item] = mergeVersions({ versions: [makeQuoteVersionView(1)], readAt: 10 }, [sent], {}, now)
    expect(item).toMatchObject({ stage: 'accepted', pending: [] })
  })
})

describe('the quote builder', () => {
  it('starts a revision from the version before it, and reads back the same input', () => {
    const input = makeQuoteInput({
      customLines: [{ kind: 'travel', unit: 'mile', label: '', quantity: 40, unitCents: 70 }],
      discountPercent: 5,
      deposit: { kind: 'fixed', cents: 50_000 },
      validityDays: 45,
    })
    const snapshot = buildQuote(input, context)
    const form = formOf({
      estimate: { customer: 'ignored' },
      sheet: DEFAULT_PRICING_SHEET,
      language: 'en',
      previous: { snapshot, email: input.customer.email, followUp: false },
    })
    const { id, code, version, token, createdAt } = input
    const read = inputOf(
      form,
      { id: input.estimateId, address: input.address, windows: input.windows },
      {
        id,
        code,
        version,
        token,
        createdAt,
      },
    )
    expect(read).toEqual({ input })
  })
})
