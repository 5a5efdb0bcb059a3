import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { PrecutOrderPage } from '../../features/shop/precut-order-page.tsx'

export const Route = createFileRoute('/_member/precut-film-order/{-$estimateId}')({
  // The page is the shop's (its frame, trim and prices) around the estimator's cut list: both catalogs.
  loader: () => Promise.all([ensureCatalog('shop'), ensureCatalog('app')]),
  component: PrecutOrderRoute,
})

function PrecutOrderRoute() {
  const { estimateId } = Route.useParams()
  return <PrecutOrderPage estimateId={estimateId} />
}
