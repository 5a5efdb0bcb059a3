import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { ensureCatalog } from '../app/i18n.ts'
import { OrderCancelledPage } from '../features/shop/order-result-pages.tsx'

const SearchSchema = z.object({ order: z.string().max(20).optional().catch(undefined) })

export const Route = createFileRoute('/order-cancelled')({
  validateSearch: (search) => SearchSchema.parse(search),
  loader: () => ensureCatalog('shop'),
  component: OrderCancelledPage,
})
