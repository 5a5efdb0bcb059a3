import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { PublicQuotePage } from '../features/quotes/public-quote-page.tsx'

/** A customer's quote, opened from the link their installer sent: no account, the token is the key. */
export const Route = createFileRoute('/q/$token')({
  loader: () => ensureCatalog('app'),
  component: PublicQuoteRoute,
})

function PublicQuoteRoute() {
  const { token } = Route.useParams()
  return <PublicQuotePage key={token} token={token} />
}
