import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { MyOrderPage } from '../../features/orders/my-order-page.tsx'

export const Route = createFileRoute('/_member/orders/$number')({
  loader: () => ensureCatalog('shop'),
  component: MyOrderRoute,
})

function MyOrderRoute() {
  const { number } = Route.useParams()
  return <MyOrderPage number={number} />
}
