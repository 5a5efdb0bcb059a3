import { describe, expect, it } from 'vitest'
import { makeOrderBody } from '../testing/order-factory.ts'
import { ORDER_LIMITS, OrderInputSchema, type OrderBody } from './order.ts'

/** Each failing field's path and code. */
function problems(body: unknown): Record<string, string> {
  const result = OrderInputSchema.safeParse(body)
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )
}

const shipTo = (overrides: Partial<OrderBody['shipTo']>) => ({ ...makeOrderBody().shipTo, ...overrides })

describe('the order input', () => {
  it('takes a valid order, trims it and drops any prices or totals the client sends', () => {
    const tampered = {
      ...makeOrderBody({ shipTo: shipTo({ name: '  Pat\r\nSmith ' }) }),
      totalCents: 1,
      subtotalCents: 1,
      lines: [{ productId: 'prod_KIT-DIY', quantity: 2, unitCents: 1, lineCents: 2 }],
    }
    const parsed = OrderInputSchema.parse(tampered)
    expect(parsed).not.toHaveProperty('totalCents')
    expect(parsed.lines).toEqual([{ productId: 'prod_KIT-DIY', quantity: 2, options: {} }])
    expect(parsed.shipTo).toMatchObject({ name: 'Pat Smith', company: '', street2: '' })
  })

  it('reports each wrong field by its path', () => {
    expect(
      problems(
        makeOrderBody({
          email: 'pat@',
          lines: [
            { productId: '', quantity: 1 },
            { productId: 'prod_KIT-DIY', quantity: 0 },
            { productId: 'prod_KIT-DIY', quantity: ORDER_LIMITS.quantity + 1 },
            { productId: 'prod_KIT-DIY', quantity: 1.5 },
            { productId: 'prod_SOL-CR40-36', quantity: 1, options: { cutLengthFt: 4 } },
            { productId: 'prod_SOL-CR40-36', quantity: 1, options: { cutLengthFt: 7.5 } },
            { productId: 'prod_SOL-CR40-36', quantity: 1, options: { color: 'red' } as never },
          ],
          shipTo: shipTo({
            name: ' ',
            street: '',
            city: '',
            state: 'XX' as never,
            zip: '3030',
            phone: 'call me',
          }),
          shippingMethod: 'drone' as never,
          paymentMethod: 'cheque' as never,
        }),
      ),
    ).toEqual({
      email: 'emailInvalid',
      'lines.0.productId': 'productNotFound',
      'lines.1.quantity': 'quantityInvalid',
      'lines.2.quantity': 'quantityTooLarge',
      'lines.3.quantity': 'quantityInvalid',
      'lines.4.options.cutLengthFt': 'cutLengthTooShort',
      'lines.5.options.cutLengthFt': 'cutLengthInvalid',
      'lines.6.options': 'optionsInvalid',
      'shipTo.name': 'nameRequired',
      'shipTo.street': 'streetRequired',
      'shipTo.city': 'cityRequired',
      'shipTo.state': 'stateInvalid',
      'shipTo.zip': 'zipInvalid',
      'shipTo.phone': 'phoneInvalid',
      shippingMethod: 'shippingMethodInvalid',
      paymentMethod: 'paymentMethodInvalid',
    })
  })

  it('needs at least one line and at most 30', () => {
    expect(problems(makeOrderBody({ lines: [] }))).toEqual({ lines: 'linesRequired' })
    const many = Array.from({ length: ORDER_LIMITS.lines + 1 }, () => ({
      productId: 'prod_KIT-DIY',
      quantity: 1,
    }))
    expect(problems(makeOrderBody({ lines: many }))).toEqual({ lines: 'tooManyLines' })
  })

  it('ships to the contiguous states only, and to a ZIP or ZIP+4', () => {
    expect(problems(makeOrderBody({ shipTo: shipTo({ state: 'AK' }) }))).toEqual({
      'shipTo.state': 'stateNotShipped',
    })
    expect(problems(makeOrderBody({ shipTo: shipTo({ zip: '30303-1234' }) }))).toEqual({})
  })

  it('needs a phone number for freight, even when other fields are wrong too', () => {
    expect(
      problems(makeOrderBody({ shippingMethod: 'freight', email: 'x', shipTo: shipTo({ phone: '' }) })),
    ).toEqual({ email: 'emailInvalid', 'shipTo.phone': 'phoneRequiredForFreight' })
    expect(problems(makeOrderBody({ shippingMethod: 'freight' }))).toEqual({})
  })

  it('leaves the email out for a signed-in customer (the account email is used)', () => {
    const { email: _, ...body } = makeOrderBody()
    expect(problems(body)).toEqual({})
  })
})
