import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { MyProjectsPage } from '../../features/marketplace/my-projects-page.tsx'
import { AcceptedQuotesSection } from '../../features/quotes/accepted-quotes-section.tsx'
import { PrecutOrderButton } from '../../features/shop/precut-order-button.tsx'

export const Route = createFileRoute('/_projects/my-projects/')({
  // An installer's accepted quotes order their film from the shop: its catalog too.
  loader: () => Promise.all([ensureCatalog('app'), ensureCatalog('shop')]),
  component: MyProjectsRoute,
})

function MyProjectsRoute() {
  return (
    <MyProjectsPage
      installerJobs={
        <AcceptedQuotesSection
          orderFilm={(quote, label) => (
            <PrecutOrderButton windows={quote.windows} address={quote.address} label={label} />
          )}
        />
      }
    />
  )
}
