import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { CartPage } from '../features/shop/cart-page.tsx'

export const Route = createFileRoute('/cart')({
  loader: () => ensureCatalog('shop'),
  component: CartPage,
})
