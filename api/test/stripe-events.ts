/** A Stripe event about a Checkout Session, as Stripe sends it: what the shop's and the quotes' webhooks read. */
export function checkoutSessionEvent(
  type: string,
  session: {
    id: string
    /** client_reference_id: the order's number, or the quote's id. */
    reference: string
    metadata: Record<string, string>
    amountCents: number
    paymentStatus?: string
  },
  eventId = `evt_${type}_${session.id}`,
): string {
  const expired = type.includes('expired')
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: 1748854800,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        amount_total: session.amountCents,
        currency: 'usd',
        client_reference_id: session.reference,
        metadata: session.metadata,
        mode: 'payment',
        payment_status: session.paymentStatus ?? (expired ? 'unpaid' : 'paid'),
        status: expired ? 'expired' : 'complete',
      },
    },
  })
}
