import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { adminRoutes } from './features/admin/admin.routes.ts'
import { createAuthRoutes } from './features/auth/auth.routes.ts'
import { createAuthRateLimits } from './features/auth/rate-limit.ts'
import { calendarRoutes } from './features/calendar/calendar.routes.ts'
import { catalogAdminRoutes } from './features/catalog/catalog-admin.routes.ts'
import { catalogRoutes } from './features/catalog/catalog.routes.ts'
import { createChatRoutes } from './features/chat/chat.routes.ts'
import { createEstimateRequestRoutes } from './features/estimate-requests/estimate-requests.routes.ts'
import { filesRoutes } from './features/files/files.routes.ts'
import { healthRoutes } from './features/health/health.routes.ts'
import { inventoryRoutes } from './features/inventory/inventory.routes.ts'
import { createBidQuoteRoutes } from './features/marketplace/bid-quotes.routes.ts'
import { marketplaceRoutes } from './features/marketplace/marketplace.routes.ts'
import { createOrderRoutes } from './features/orders/orders.routes.ts'
import { createPaymentRoutes } from './features/orders/payments.routes.ts'
import { DEFAULT_PAYMENT_PROVIDERS, type PaymentProviders } from './features/orders/payments.ts'
import { createStripeCheckout } from './features/orders/stripe-checkout.ts'
import { profileRoutes } from './features/profile/profile.routes.ts'
import { createQuoteRoutes } from './features/quotes/quotes.routes.ts'
import { reportsRoutes } from './features/reports/reports.routes.ts'
import { createSyncRoutes, syncVersionGate } from './features/sync/sync.routes.ts'
import { settingsRoutes } from './features/settings/settings.routes.ts'
import { createSupportRoutes } from './features/support/support.routes.ts'
import { taxRoutes } from './features/tax/tax.routes.ts'
import { teamRoutes } from './features/team/team.routes.ts'
import type { AppDeps, AppEnv } from './context.ts'
import { AUTH_CODES } from '../domain/auth/errors.ts'
import { defaultBodyLimit } from './http/body-limit.ts'
import { FeatureError } from './http/feature-error.ts'
import { denyUndeclared } from './middlewares/access.ts'
import { originCheck } from './middlewares/origin-check.ts'
import { loadSession } from './middlewares/session.ts'
import { compressWhenAccepted } from './middlewares/compress.ts'
import { securityHeaders } from './middlewares/security-headers.ts'
import { mountWebApp } from './middlewares/web-app.ts'
import { productPageData, productPagePreloads } from './features/catalog/catalog.service.ts'

/**
 * The body limit of every route that declares none of its own (ownBodyLimit): no form needs more.
 * Routes that carry photos or sync batches declare larger ones, the logo upload a smaller one.
 */
const MAX_API_BODY_BYTES = 2 * 1024 * 1024

/** Invoice always; card through Stripe Checkout when both Stripe secrets are set (decision 009). */
function paymentProvidersFrom(env: AppDeps['env']): PaymentProviders {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env
  if (!secretKey || !webhookSecret) return DEFAULT_PAYMENT_PROVIDERS
  return { ...DEFAULT_PAYMENT_PROVIDERS, card: createStripeCheckout({ secretKey, webhookSecret }) }
}

function createApi(deps: AppDeps, payments: PaymentProviders) {
  const api = new Hono<AppEnv>()
  // Cross-site writes are refused before anything, the session included, is looked at.
  api.use('*', originCheck())
  api.use(
    '*',
    defaultBodyLimit({
      maxSize: MAX_API_BODY_BYTES,
      onError: (c) => c.json(new FeatureError(413, 'invalidInput', AUTH_CODES).body(), 413),
    }),
  )
  api.use('/sync/:version/*', syncVersionGate)
  api.use('*', loadSession())
  api.use('*', denyUndeclared())
  api.use('*', async (c, next) => {
    // Answers depend on who asks: never let a browser or proxy reuse them. Set before the handler,
    // which may say otherwise (the catalog, pictures): adding it to a finished answer would make the
    // Node adapter rebuild that answer on every request.
    c.header('Cache-Control', 'no-store')
    await next()
  })

  // Chained, so that the type of what is returned names every route (ApiRoutes, for the web's client).
  return (
    api
      .route('/health', healthRoutes)
      .route('/', createAuthRoutes(createAuthRateLimits(deps.clock)))
      .route('/profile', profileRoutes)
      .route('/files', filesRoutes)
      .route('/team', teamRoutes)
      .route('/estimate-requests', createEstimateRequestRoutes(deps.clock))
      // /orders and /track-order
      .route('/', createOrderRoutes(deps.clock, payments))
      // /payments/methods and /payments/stripe/webhook
      .route('/', createPaymentRoutes(payments))
      // /catalog, /catalog/images/:file and /products/:id/reviews
      .route('/', catalogRoutes)
      .route('/admin', taxRoutes)
      // /jobs, /bids, /notifications, /installers, /admin/installers, /portfolio and /geo
      .route('/', marketplaceRoutes)
      // /jobs/:jobId/bids/:bidId/quote and …/accept-quote: the quote a bid carries
      .route('/', createBidQuoteRoutes(payments))
      .route('/sync', createSyncRoutes(deps))
      // /admin/overview, /admin/users, /admin/system-settings, /admin/audit, /system-settings
      .route('/', adminRoutes)
      .route('/calendar', calendarRoutes)
      .route('/inventory', inventoryRoutes)
      .route('/reports', reportsRoutes)
      // /pricing-sheet, /admin/pricing-sheet, /admin/shipping-rates
      .route('/', settingsRoutes)
      // /admin/products: the catalog editor
      .route('/', catalogAdminRoutes)
      .route('/chat', createChatRoutes(deps.clock))
      .route('/support-requests', createSupportRoutes(deps.clock))
      // /quotes (the team's) and /quote-links/:token (the customer's)
      .route('/', createQuoteRoutes(deps.clock, payments))
      .all('*', (c) => c.json({ message: 'Not found' }, 404))
  )
}

/** Every API route with its input and answer types, relative to /api: what the web's client is typed by. */
export type ApiRoutes = ReturnType<typeof createApi>

/** Builds the whole server: API under /api, the web app everywhere else. */
export function createApp({
  payments,
  ...input
}: Omit<AppDeps, 'clock'> & {
  clock?: () => Date
  /** How orders are paid; from the environment when absent (tests pass a card provider with a fake Stripe). */
  payments?: PaymentProviders
}) {
  const deps: AppDeps = { clock: () => new Date(), ...input }
  const app = new Hono<AppEnv>()

  app.use('*', securityHeaders())
  app.use('*', compressWhenAccepted())
  app.use('*', async (c, next) => {
    c.set('deps', deps)
    await next()
  })

  app.route('/api', createApi(deps, payments ?? paymentProvidersFrom(deps.env)))

  // A product page's key is the last segment of /shop/{key}.
  const productKey = (path: string) => path.split('/')[2] ?? ''
  mountWebApp(app, deps.env.WEB_DIST_DIR, {
    preloads: { '/shop/$key': (path) => productPagePreloads(deps, productKey(path)) },
    rendered: { '/shop/$key': (path) => productPageData(deps, productKey(path)) },
  })

  app.onError((error, c) => {
    if (error instanceof FeatureError) return c.json(error.body(), error.status, error.headers)
    if (error instanceof HTTPException) {
      return c.json({ message: error.message || 'Request failed' }, error.status)
    }
    console.error(error)
    const production = deps.env.NODE_ENV === 'production'
    return c.json(
      production ? { message: 'Internal server error' } : { message: error.message, stack: error.stack },
      500,
    )
  })

  return app
}
