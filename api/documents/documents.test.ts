import { describe, expect, it } from 'vitest'
import type { Locale } from '../../domain/i18n/locales.ts'
import { DEFAULT_PRICING_SHEET } from '../../domain/estimator/pricing.ts'
import { formatMoney } from '../../domain/money/money.ts'
import { finalInvoice, warrantyEnds, type ChangeOrder } from '../../domain/quotes/invoice.ts'
import { buildQuote, snapshotHash } from '../../domain/quotes/quote.ts'
import { DEFAULT_TAX_TABLE } from '../../domain/shop/tax.ts'
import { makeQuoteInput } from '../../domain/testing/quote-factory.ts'
import { pdfText } from '../test/pdf-text.ts'
import { documentI18n } from './i18n.ts'
import { balancePaidMail, jobCompletedMail, reviewRequestMail } from './job-mails.ts'
import { finalInvoicePdf, warrantyCertificatePdf } from './job-pdf.ts'
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

describe('the documents of an installed job', () => {
  const quoteIn = (language: Locale) =>
    buildQuote(
      makeQuoteInput({ customer: { name: 'Dana Whitfield', email: 'dana@example.com', language } }),
      context,
    )
  const changeOrders: ChangeOrder[] = [
    {
      id: 'co-1',
      description: 'Film on the two bathroom windows',
      amountCents: 32_000,
      name: 'Dana Whitfield',
      signedAt: '2026-12-03T20:00:00Z',
      hash: 'a'.repeat(64),
    },
    {
      id: 'co-2',
      description: 'Kitchen window left out',
      amountCents: -9_500,
      name: 'Dana Whitfield',
      signedAt: '2026-12-03T20:30:00Z',
      hash: 'b'.repeat(64),
    },
  ]
  const payLink = 'https://example.com/q/token'
  const invoiceOf = (snapshot: ReturnType<typeof quoteIn>, otherPaidCents = 0) => {
    const option = snapshot.options.find(({ id }) => id === 'better')!
    return finalInvoice(option, changeOrders, { depositPaidCents: option.depositCents, otherPaidCents })
  }
  const invoicePdf = (snapshot: ReturnType<typeof quoteIn>, otherPaidCents = 0) =>
    finalInvoicePdf({
      snapshot,
      optionId: 'better',
      invoice: invoiceOf(snapshot, otherPaidCents),
      changeOrders,
      installedOn: '2026-12-03',
      letterhead,
      payLink,
    })
  const shown = async (pdf: Promise<Uint8Array>) => pdfText(await pdf).join('\n')

  it('write the final invoice: the option, each change order, their tax, the payments and the balance', async () => {
    const snapshot = quoteIn('en')
    const invoice = invoiceOf(snapshot)
    const pdf = await invoicePdf(snapshot)
    expect(text(pdf.subarray(0, 5))).toBe('%PDF-')
    const lines = pdfText(pdf)
    for (const line of [
      'Final invoice',
      'Q-7K2M-Q9XD v1',
      'Dana Whitfield',
      '412 Peachtree St, Atlanta, GA 30308',
      'Better',
      'Film on the two bathroom windows',
      '−$95.00',
      'Change order signed by Dana Whitfield on December 3, 2026',
      formatMoney(invoice.changeOrdersTaxCents, 'en'),
      formatMoney(invoice.totalCents, 'en'),
      `−${formatMoney(invoice.depositPaidCents, 'en')}`,
      `Balance due: ${formatMoney(invoice.balanceCents, 'en')}`,
      payLink,
    ])
      expect(lines).toContain(line)
    expect(invoice.balanceCents).toBeGreaterThan(0)
  })

  it('say an invoice is paid in full, with no way to pay', async () => {
    const page = await shown(invoicePdf(quoteIn('en'), 1_000_000))
    expect(page).toContain('Balance due: $0.00')
    expect(page).toContain('Paid in full, thank you.')
    expect(page).not.toContain(payLink)
  })

  it('write the final invoice in the quote’s language', async () => {
    const snapshot = quoteIn('es')
    const es = documentI18n('es')
    const page = await shown(invoicePdf(snapshot))
    expect(page).toContain('Factura final')
    expect(page).toContain(
      es._('Balance due: {amount}', { amount: formatMoney(invoiceOf(snapshot).balanceCents, 'es') }),
    )
    expect(page).not.toContain('Balance due')
  })

  it('write the warranty certificate: its number, the films, the dates and what it covers', async () => {
    const snapshot = quoteIn('en')
    const option = snapshot.options.find(({ id }) => id === 'better')!
    const pdf = await warrantyCertificatePdf({
      snapshot,
      optionId: 'better',
      installedOn: '2026-12-03',
      letterhead,
    })
    expect(text(pdf.subarray(0, 5))).toBe('%PDF-')
    const lines = pdfText(pdf)
    const ends = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${warrantyEnds('2026-12-03', option.warrantyYears)}T12:00:00Z`),
    )
    for (const line of [
      'Warranty certificate',
      'W-7K2M-Q9XD-1',
      'Installed on December 3, 2026',
      `${option.warrantyYears}-year film warranty`,
      `From December 3, 2026 until ${ends}`,
      option.windows[0]!.filmName,
      '3',
      'Peeling, bubbling, cracking, delamination and discoloration of the film.',
      'Glass breakage or seal failure.',
      'Contact Southern Shield and give this certificate’s number, W-7K2M-Q9XD-1.',
    ])
      expect(lines).toContain(line)
    expect(lines.join(' ')).toContain('30 days')
  })

  it('write the warranty certificate in Chinese with the Chinese font', async () => {
    const snapshot = quoteIn('zh')
    const zh = documentI18n('zh')
    const option = snapshot.options.find(({ id }) => id === 'better')!
    const lines = pdfText(
      await warrantyCertificatePdf({ snapshot, optionId: 'better', installedOn: '2026-12-03', letterhead }),
    )
    expect(lines).toContain('质保证书')
    expect(lines).toContain(zh._('{years}-year film warranty', { years: option.warrantyYears }))
    expect(lines).toContain(zh._('Peeling, bubbling, cracking, delamination and discoloration of the film.'))
  })

  it('mail the invoice and the warranty together, in the quote’s language, with the link to pay', () => {
    const snapshot = quoteIn('es')
    const invoice = invoiceOf(snapshot)
    const mail = jobCompletedMail({
      to: 'dana@example.com',
      snapshot,
      invoice,
      link: payLink,
      from: { companyName: 'Southern Shield' },
      invoicePdf: new Uint8Array([1]),
      warrantyPdf: new Uint8Array([2]),
    })
    const es = documentI18n('es')
    expect(mail.subject).toBe(
      es._('Your window film is installed: final invoice {number}', { number: 'Q-7K2M-Q9XD v1' }),
    )
    expect(mail.subject).not.toMatch(/^Your/)
    expect(mail.text).toContain(
      es._('Balance due: {amount}', { amount: formatMoney(invoice.balanceCents, 'es') }),
    )
    expect(mail.text).toContain(payLink)
    expect(mail.attachments).toEqual([
      {
        filename: 'Q-7K2M-Q9XD-v1-invoice.pdf',
        contentType: 'application/pdf',
        content: new Uint8Array([1]),
      },
      { filename: 'W-7K2M-Q9XD-1.pdf', contentType: 'application/pdf', content: new Uint8Array([2]) },
    ])

    const paid = jobCompletedMail({
      to: 'dana@example.com',
      snapshot,
      invoice: invoiceOf(snapshot, 1_000_000),
      link: payLink,
      from: { companyName: 'Southern Shield' },
      invoicePdf: new Uint8Array([1]),
      warrantyPdf: new Uint8Array([2]),
    })
    expect(paid.text).toContain(es._('Paid in full, thank you.'))
    expect(paid.text).not.toContain(payLink)
    expect(paid.attachments).toHaveLength(2)
  })

  it('ask for a review, and acknowledge the balance, in the quote’s language', () => {
    const snapshot = quoteIn('zh')
    const zh = documentI18n('zh')
    const from = { companyName: 'Southern Shield' }
    const review = reviewRequestMail({ to: 'dana@example.com', snapshot, link: payLink, from })
    expect(review.subject).toBe(zh._('How did your installation go?'))
    expect(review.subject).not.toBe('How did your installation go?')
    expect(review.text).toContain(payLink)
    expect(review.text.endsWith('Southern Shield')).toBe(true)

    const receipt = balancePaidMail({ to: 'dana@example.com', snapshot, amountCents: 71_131, from })
    expect(receipt.subject).toBe(zh._('Payment received: quote {number}', { number: 'Q-7K2M-Q9XD v1' }))
    expect(receipt.text).toContain(formatMoney(71_131, 'zh'))
  })
})
