import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx'

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>) => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  component: function ResetPasswordRoute() {
    return <ResetPasswordPage token={Route.useSearch().token} />
  },
})
