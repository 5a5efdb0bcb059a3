import { describe, expect, it } from 'vitest'
import { taxCents } from '../shop/tax.ts'
import { changeOrderHash, finalInvoice, warrantyEnds, warrantyNumber } from './invoice.ts'

const option = { totalCents: 250_000, taxRateBp: 800 }
const noPayments = { depositPaidCents: 0, otherPaidCents: 0 }

describe('the final invoice', () => {
  it('deducts the deposit and other payments from the total', () => {
    const invoice = finalInvoice(option, [], { depositPaidCents: 75_000, otherPaidCents: 25_000 })
    expect(invoice).toEqual({
      optionTotalCents: 250_000,
      changeOrdersCents: 0,
      changeOrdersTaxCents: 0,
      totalCents: 250_000,
      depositPaidCents: 75_000,
      otherPaidCents: 25_000,
      paidCents: 100_000,
      balanceCents: 150_000,
    })
  })

  it('adds the change orders with their tax, rounded once on their sum as the shop rounds', () => {
    // 8 % of each 1,019 ¢ is 81.52 ¢ (82 apiece, 164); of their 2,038 ¢ it is 163.04 ¢: one rounding, 163.
    const invoice = finalInvoice(option, [{ amountCents: 1_019 }, { amountCents: 1_019 }], noPayments)
    expect(invoice.changeOrdersCents).toBe(2_038)
    expect(invoice.changeOrdersTaxCents).toBe(taxCents(2_038, 0, { rateBp: 800, taxesShipping: false }))
    expect(invoice.changeOrdersTaxCents).toBe(163)
    expect(invoice.totalCents).toBe(250_000 + 2_038 + 163)
    // Half a cent rounds up: 7 % of 50 ¢ is 3.5 ¢.
    expect(
      finalInvoice({ totalCents: 0, taxRateBp: 700 }, [{ amountCents: 50 }], noPayments).changeOrdersTaxCents,
    ).toBe(4)
  })

  it('lowers the total by a credit, with the tax the same amount would have added', () => {
    // 8 % of 1,019 ¢ is 81.52 ¢: a charge adds 82, the credit takes 82 back.
    const credit = finalInvoice(option, [{ amountCents: 20_000 }, { amountCents: -21_019 }], noPayments)
    expect(credit.changeOrdersCents).toBe(-1_019)
    expect(credit.changeOrdersTaxCents).toBe(-82)
    expect(credit.totalCents).toBe(250_000 - 1_019 - 82)
  })

  it('never goes below 0, however large the credit or the payments', () => {
    const invoice = finalInvoice(option, [{ amountCents: -300_000 }], {
      depositPaidCents: 75_000,
      otherPaidCents: 0,
    })
    expect(invoice.totalCents).toBe(0)
    expect(invoice.balanceCents).toBe(0)
    expect(finalInvoice(option, [], { depositPaidCents: 300_000, otherPaidCents: 0 }).balanceCents).toBe(0)
  })

  it('adds no tax where the quote had none', () => {
    const invoice = finalInvoice({ totalCents: 100_000, taxRateBp: 0 }, [{ amountCents: 12_345 }], noPayments)
    expect(invoice.changeOrdersTaxCents).toBe(0)
    expect(invoice.totalCents).toBe(112_345)
  })
})

describe('a change order’s hash', () => {
  const quoteHash = 'a'.repeat(64)
  const order = { id: 'co-1', description: 'Two more bathroom windows', amountCents: 32_000 }

  it('is the same for the same order, whatever else it carries', () => {
    expect(changeOrderHash(quoteHash, order)).toMatch(/^[0-9a-f]{64}$/)
    expect(
      changeOrderHash(quoteHash, { ...order, name: 'Dana', signedAt: '2026-12-01' } as typeof order),
    ).toBe(changeOrderHash(quoteHash, order))
  })

  it('changes when the amount, the words or the quote change', () => {
    const hash = changeOrderHash(quoteHash, order)
    expect(changeOrderHash(quoteHash, { ...order, amountCents: 32_001 })).not.toBe(hash)
    expect(changeOrderHash(quoteHash, { ...order, description: 'Two more windows' })).not.toBe(hash)
    expect(changeOrderHash('b'.repeat(64), order)).not.toBe(hash)
  })
})

describe('the warranty', () => {
  it('ends on the same day years later', () => {
    expect(warrantyEnds('2026-12-03', 10)).toBe('2036-12-03')
    expect(warrantyEnds('2026-01-31', 1)).toBe('2027-01-31')
  })

  it('ends on February 28 when a February 29 has no match', () => {
    expect(warrantyEnds('2028-02-29', 1)).toBe('2029-02-28')
    expect(warrantyEnds('2028-02-29', 4)).toBe('2032-02-29')
  })

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => warrantyEnds('12/03/2026', 10)).toThrow(RangeError)
  })

  it('is numbered after its quote', () => {
    expect(warrantyNumber({ code: 'Q-7K2M-Q9XD', version: 1 })).toBe('W-7K2M-Q9XD-1')
  })
})
