import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { PrecutOrderPage } from '../../features/shop/precut-order-page.tsx'

export const Route = createFileRoute('/_member/precut-film-order/{-$estimateId}')({
  loader: () => ensureCatalog('app'),
  component: PrecutOrderRoute,
})

function PrecutOrderRoute() {
  const { estimateId } = Route.useParams()
  return <PrecutOrderPage estimateId={estimateId} />
}
