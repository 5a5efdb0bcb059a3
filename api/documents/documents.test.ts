import { describe, expect, it } from 'vitest'
import { DEFAULT_PRICING_SHEET } from '../../domain/estimator/pricing.ts'
import { buildQuote, snapshotHash } from '../../domain/quotes/quote.ts'
import { DEFAULT_TAX_TABLE } from '../../domain/shop/tax.ts'
import { makeQuoteInput } from '../../domain/testing/quote-factory.ts'
import { documentI18n } from './i18n.ts'
import { quoteSentMail } from './quote-mails.ts'
import { renderQuotePdf } from './quote-pdf.ts'

const context = { sheet: DEFAULT_PRICING_SHEET, taxTable: DEFAULT_TAX_TABLE }
const letterhead = { companyName: 'Southern Shield', address: '', phone: '', email: '', website: '' }
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

describe('quote documents', () => {
  it('are PDFs, with more pages when the quote is long', async () => {
    const snapshot = buildQuote(makeQuoteInput(), context)
    const pdf = await renderQuotePdf({ snapshot, hash: snapshotHash(snapshot), letterhead, signed: null })
    expect(text(pdf.subarray(0, 5))).toBe('%PDF-')
    const pages = (bytes: Uint8Array) => text(bytes).match(/\/Type \/Page\b/g)?.length
    const many = buildQuote(
      makeQuoteInput({
        windows: Array.from({ length: 40 }, (_, index) => ({
          ...makeQuoteInput().windows[0]!,
          id: `w${index}`,
          label: `Window ${index + 1}`,
        })),
      }),
      context,
    )
    const long = await renderQuotePdf({ snapshot: many, hash: snapshotHash(many), letterhead, signed: null })
    expect(pages(long)).toBeGreaterThan(pages(pdf)!)
  })

  it('embeds the signature of a signed quote', async () => {
    const snapshot = buildQuote(makeQuoteInput(), context)
    const hash = snapshotHash(snapshot)
    const signed = await renderQuotePdf({
      snapshot,
      hash,
      letterhead,
      signed: {
        optionId: 'better',
        name: 'Dana Whitfield',
        signedAt: '2026-11-28T15:00:00Z',
        receivedAt: '2026-11-28T15:00:01Z',
        onDevice: false,
        signaturePng: PNG,
        ip: '203.0.113.7',
        userAgent: 'test',
        consent: 'I accept.',
      },
    })
    expect(text(signed)).toContain('/Subtype /Image')
  })

  it('writes the mail in the customer’s language, with the PDF attached', () => {
    const snapshot = buildQuote(
      makeQuoteInput({ customer: { name: 'Ana', email: 'ana@example.com', language: 'es' } }),
      context,
    )
    const mail = quoteSentMail({
      to: 'ana@example.com',
      snapshot,
      link: 'https://example.com/q/token',
      from: { companyName: 'Southern Shield' },
      pdf: new Uint8Array([1]),
    })
    expect(mail.subject).toBe(
      documentI18n('es')._('Your quote {number} from {company}', {
        number: 'Q-7K2M-Q9XD v1',
        company: 'Southern Shield',
      }),
    )
    expect(mail.subject).not.toMatch(/^Your quote/)
    expect(mail.text).toContain('https://example.com/q/token')
    expect(mail.attachments?.[0]).toMatchObject({
      filename: 'Q-7K2M-Q9XD-v1.pdf',
      contentType: 'application/pdf',
    })
  })
})
