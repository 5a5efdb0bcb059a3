import { Hono } from 'hono'
import type { AppEnv } from '../../context.ts'
import { appOrigin } from '../../http/app-origin.ts'
import { allowPublic } from '../../middlewares/access.ts'
import { allowCrossSite } from '../../middlewares/origin-check.ts'
import { applyDepositEvent } from '../quotes/quotes.answers.ts'
import { applyPaymentEvent } from './payments.service.ts'
import { availablePaymentMethods, WebhookSignatureError, type PaymentProviders } from './payments.ts'

/**
 * Payment of the shop's orders (decision 009): which methods the checkout may offer, and Stripe's
 * webhook, which also reports quotes' deposits (decision 022). The webhook answers Stripe, not a
 * person: its refusals carry only a message.
 */
export function createPaymentRoutes(payments: PaymentProviders) {
  return (
    new Hono<AppEnv>()
      // The checkout offers card only when it works.
      .get('/payments/methods', allowPublic(), (c) => c.json({ methods: availablePaymentMethods(payments) }))

      // Stripe calls this from its servers: no session, no Origin. The signature over the raw body,
      // with STRIPE_WEBHOOK_SECRET, is what proves it; nothing changes before it is verified.
      .post('/payments/stripe/webhook', allowPublic(), allowCrossSite(), async (c) => {
        const card = payments.card
        if (!card) return c.json({ message: 'Not found' }, 404)
        const payload = await c.req.text()
        let event
        try {
          event = await card.readWebhook(payload, c.req.header('stripe-signature'), c.var.deps.clock())
        } catch (error) {
          if (!(error instanceof WebhookSignatureError)) throw error
          return c.json({ message: 'Webhook signature refused' }, 400)
        }
        // A quote's deposit names its quote; every other session is an order's.
        const outcome =
          event.kind !== 'ignored' && event.quoteId !== null
            ? applyDepositEvent(c.var.deps, event)
            : await applyPaymentEvent(c.var.deps, event, appOrigin(c))
        return c.json({ received: true, outcome })
      })
  )
}
