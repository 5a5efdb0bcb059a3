import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { searchTexts } from '../app/search-params.ts'
import { OrderSuccessPage } from '../features/shop/order-result-pages.tsx'

export const Route = createFileRoute('/order-success')({
  /**
   * `?attempt=`: the checkout attempt on this device (the outbox row); `?order=&session_id=`: a card
   * order's number and its Stripe Checkout Session, from Stripe's return.
   */
  validateSearch: (search: Record<string, unknown>) =>
    searchTexts(search, { attempt: 64, order: 20, session_id: 255 }),
  loader: () => ensureCatalog('shop'),
  component: OrderSuccessPage,
})
