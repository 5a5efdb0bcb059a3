import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { ProductPage } from '../features/shop/product-page.tsx'

export const Route = createFileRoute('/shop/$key')({
  loader: () => ensureCatalog('shop'),
  component: ProductRoute,
})

function ProductRoute() {
  const { key } = Route.useParams()
  return <ProductPage listingKey={key} />
}
