import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { searchTexts } from '../app/search-params.ts'
import { OrderCancelledPage } from '../features/shop/order-result-pages.tsx'

export const Route = createFileRoute('/order-cancelled')({
  /** `?order=`: the card order whose payment was left on Stripe's page. */
  validateSearch: (search: Record<string, unknown>) => searchTexts(search, { order: 20 }),
  loader: () => ensureCatalog('shop'),
  component: OrderCancelledPage,
})
