import { createFileRoute } from '@tanstack/react-router'
import { VerifyEmailPage } from '../features/auth/verify-email-page.tsx'

export const Route = createFileRoute('/verify-email')({
  validateSearch: (search: Record<string, unknown>) => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  component: function VerifyEmailRoute() {
    return <VerifyEmailPage token={Route.useSearch().token} />
  },
})
