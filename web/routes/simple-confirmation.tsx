import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { ConfirmationPage } from '../features/estimate-requests/confirmation-page.tsx'

/** `?request=<id>` follows that estimate request of this device; without it the page is a generic thank-you. */
export interface ConfirmationSearch {
  request?: string
}

export const Route = createFileRoute('/simple-confirmation')({
  // The route tree loads eagerly, so this stays a small check rather than pulling zod into the first download.
  validateSearch: (search: Record<string, unknown>): ConfirmationSearch =>
    typeof search.request === 'string' && /^[0-9a-f-]{36}$/i.test(search.request)
      ? { request: search.request }
      : {},
  loader: () => ensureCatalog('app'),
  component: ConfirmationRoute,
})

function ConfirmationRoute() {
  const { request } = Route.useSearch()
  return <ConfirmationPage requestId={request} />
}
