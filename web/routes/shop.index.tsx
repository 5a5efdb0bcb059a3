import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { ShopPage } from '../features/shop/shop-page.tsx'

/** The shop's filters as the URL carries them; the page reads them with ShopSearchSchema. */
export type RawShopSearch = Record<string, unknown>

export const Route = createFileRoute('/shop/')({
  // The route tree loads eagerly: no zod here (the page's chunk validates).
  validateSearch: (search: Record<string, unknown>): RawShopSearch => search,
  loader: () => ensureCatalog('shop'),
  component: ShopPage,
})
