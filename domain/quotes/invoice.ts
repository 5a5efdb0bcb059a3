import type { Cents } from '../money/money.ts'
import { taxCents as taxOnGoods } from '../shop/tax.ts'
import { canonicalHash, type QuoteOption, type QuoteSnapshot } from './quote.ts'

/*
 * What closes an installed job: the final invoice (the accepted option, the change orders the
 * customer signed on site, what was paid) and the film's warranty, which runs from the day of
 * the installation.
 */

/** Work added to or taken off the signed quote on site, signed by the customer. */
export interface ChangeOrder {
  id: string
  description: string
  /** Before tax; negative for a credit. */
  amountCents: Cents
  /** Who signed it, as they typed their name. */
  name: string
  /** When it was signed (ISO instant). */
  signedAt: string
  /** changeOrderHash of the order when it was signed. */
  hash: string
}

export interface FinalInvoice {
  /** The accepted option's total, tax included. */
  optionTotalCents: Cents
  /** The change orders added up, before tax. */
  changeOrdersCents: Cents
  changeOrdersTaxCents: Cents
  /** The option's total, the change orders and their tax; never below 0. */
  totalCents: Cents
  depositPaidCents: Cents
  otherPaidCents: Cents
  paidCents: Cents
  /** What is left to pay; never below 0. */
  balanceCents: Cents
}

/**
 * The figures of the final invoice. The change orders are taxed together at the option's rate,
 * rounded as the quote's own tax is, so a job invoiced in two parts is taxed as one.
 */
export function finalInvoice(
  option: Pick<QuoteOption, 'totalCents' | 'taxRateBp'>,
  changeOrders: readonly Pick<ChangeOrder, 'amountCents'>[],
  payments: { depositPaidCents: Cents; otherPaidCents: Cents },
): FinalInvoice {
  const changeOrdersCents = changeOrders.reduce((total, order) => total + order.amountCents, 0)
  const rate = { rateBp: option.taxRateBp, taxesShipping: false }
  // A credit takes back exactly the tax the same amount would have added: rounded on its size.
  const changeOrdersTaxCents =
    Math.sign(changeOrdersCents) * taxOnGoods(Math.abs(changeOrdersCents), 0, rate) || 0
  const totalCents = Math.max(0, option.totalCents + changeOrdersCents + changeOrdersTaxCents)
  const paidCents = payments.depositPaidCents + payments.otherPaidCents
  return {
    optionTotalCents: option.totalCents,
    changeOrdersCents,
    changeOrdersTaxCents,
    totalCents,
    depositPaidCents: payments.depositPaidCents,
    otherPaidCents: payments.otherPaidCents,
    paidCents,
    balanceCents: Math.max(0, totalCents - paidCents),
  }
}

/**
 * What a change order's signature binds to: its words and amount, and the quote it changes (that
 * quote's snapshotHash). Hashed as the quote is, so one rule fingerprints every signed paper.
 */
export function changeOrderHash(
  quoteHash: string,
  order: Pick<ChangeOrder, 'id' | 'description' | 'amountCents'>,
): string {
  return canonicalHash({
    quoteHash,
    id: order.id,
    description: order.description,
    amountCents: order.amountCents,
  })
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * The last day of a warranty of `years` from the installation (YYYY-MM-DD): the same day `years`
 * later; one installed on February 29 ends on February 28 when that year has no 29th.
 */
export function warrantyEnds(installedOn: string, years: number): string {
  const match = ISO_DATE.exec(installedOn)
  if (!match || !Number.isInteger(years) || years < 0)
    throw new RangeError(`No warranty of ${years} years from ${installedOn}`)
  const year = Number(match[1]) + years
  const month = Number(match[2])
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const day = Math.min(Number(match[3]), lastDay)
  return `${String(year).padStart(4, '0')}-${match[2]}-${String(day).padStart(2, '0')}`
}

/** The warranty certificate's number: the quote's code and version, 'W-7K2M-Q9XD-1'. */
export const warrantyNumber = (snapshot: Pick<QuoteSnapshot, 'code' | 'version'>) =>
  `W${snapshot.code.slice(1)}-${snapshot.version}`
