import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { MyOrdersPage } from '../../features/orders/my-orders-page.tsx'

export const Route = createFileRoute('/_member/orders/')({
  loader: () => ensureCatalog('shop'),
  component: MyOrdersPage,
})
