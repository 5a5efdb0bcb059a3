import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { ensureCatalog } from '../app/i18n.ts'
import { OrderSuccessPage } from '../features/shop/order-result-pages.tsx'

const SearchSchema = z.object({
  /** The checkout attempt on this device (the outbox row). */
  attempt: z.string().max(64).optional().catch(undefined),
  /** A card order's number, from Stripe's return. */
  order: z.string().max(20).optional().catch(undefined),
  session_id: z.string().max(255).optional().catch(undefined),
})

export const Route = createFileRoute('/order-success')({
  validateSearch: (search) => SearchSchema.parse(search),
  loader: () => ensureCatalog('shop'),
  component: OrderSuccessPage,
})
