import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { TrackOrderPage } from '../features/orders/track-order-page.tsx'

/** `?order=SS-…&email=…` (the order confirmation's link; the mails say `?number=`) fills the form in. */
export interface TrackOrderSearch {
  order?: string
  email?: string
}

/** A search value as text: the router reads `?order=12345678` as a number. */
const text = (value: unknown, max: number) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, max) : undefined

export const Route = createFileRoute('/track-order')({
  // The route tree loads eagerly: a small check here, the page validates with domain/shop's schema.
  validateSearch: (search: Record<string, unknown>): TrackOrderSearch => {
    const order = text(search.order, 40) ?? text(search.number, 40)
    const email = text(search.email, 254)
    return { ...(order ? { order } : {}), ...(email ? { email } : {}) }
  },
  loader: () => ensureCatalog('shop'),
  component: TrackOrderRoute,
})

function TrackOrderRoute() {
  const { order, email } = Route.useSearch()
  // A new link (another order) starts the page afresh.
  return <TrackOrderPage key={`${order ?? ''}\n${email ?? ''}`} initialNumber={order} initialEmail={email} />
}
