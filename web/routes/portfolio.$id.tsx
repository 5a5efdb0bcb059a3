import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { PortfolioPage } from '../features/installers/portfolio-page.tsx'

export const Route = createFileRoute('/portfolio/$id')({
  loader: () => ensureCatalog('app'),
  component: PortfolioRoute,
})

function PortfolioRoute() {
  const { id } = Route.useParams()
  return <PortfolioPage jobId={id} />
}
