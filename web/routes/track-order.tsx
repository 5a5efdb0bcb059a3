import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { searchText } from '../app/search-params.ts'
import { TrackOrderPage } from '../features/orders/track-order-page.tsx'

/** `?order=SS-…&email=…` (the order confirmation's link; the mails say `?number=`) fills the form in. */
export interface TrackOrderSearch {
  order?: string
  email?: string
}

export const Route = createFileRoute('/track-order')({
  // The route tree loads eagerly: a small check here, the page validates with domain/shop's schema.
  validateSearch: (search: Record<string, unknown>): TrackOrderSearch => {
    const order = searchText(search.order, 40) ?? searchText(search.number, 40)
    const email = searchText(search.email, 254)
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
