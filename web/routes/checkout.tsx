import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { CheckoutPage } from '../features/shop/checkout-page.tsx'

export const Route = createFileRoute('/checkout')({
  loader: () => ensureCatalog('shop'),
  component: CheckoutPage,
})
