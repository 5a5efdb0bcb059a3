import PDFDocument from 'pdfkit'
import type { QuoteSnapshot } from '../../domain/quotes/quote.ts'
import type { QuoteAcceptance } from '../../domain/quotes/state.ts'
import { quoteNumber } from '../../domain/quotes/quote.ts'
import { documentI18n } from './i18n.ts'

/** The letterhead: the installer's company as their profile has it, or the supplier's own. */
export interface Letterhead {
  companyName: string
  address: string
  phone: string
  email: string
  website: string
}

/** The signature block of a signed quote: what the audit trail holds, in short. */
export interface SignedBlock extends QuoteAcceptance {
  signaturePng: Uint8Array
  ip: string | null
  userAgent: string | null
  /** The consent the customer ticked, in the language they read it in. */
  consent: string
}

export interface QuotePdfInput {
  snapshot: QuoteSnapshot
  hash: string
  letterhead: Letterhead
  signed: SignedBlock | null
}

/** The quote as a PDF in the customer's language: the same content as its page. */
export function renderQuotePdf({ snapshot, hash, letterhead, signed }: QuotePdfInput): Promise<Uint8Array> {
  const i18n = documentI18n(snapshot.customer.language)
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: quoteNumber(snapshot) } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
  })
  doc.fontSize(16).text(letterhead.companyName)
  doc.fontSize(20).text(i18n._('Quote {number}', { number: quoteNumber(snapshot) }))
  doc.fontSize(8).text(hash)
  if (signed) doc.text(signed.name)
  doc.end()
  return done
}
