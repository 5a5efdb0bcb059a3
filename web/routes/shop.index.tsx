import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { ShopSearchSchema } from '../features/shop/listings.ts'
import { ShopPage } from '../features/shop/shop-page.tsx'

export const Route = createFileRoute('/shop/')({
  validateSearch: (search) => ShopSearchSchema.parse(search),
  loader: () => ensureCatalog('shop'),
  component: ShopPage,
})
