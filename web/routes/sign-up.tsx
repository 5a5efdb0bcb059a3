import { createFileRoute } from '@tanstack/react-router'
import { SignUpSearchSchema } from '../../domain/auth/sign-up-search.ts'
import { CustomerAccountPage } from '../features/auth/customer-account-page.tsx'

export const Route = createFileRoute('/sign-up')({
  // The route tree loads eagerly: no zod here (the page's chunk validates).
  validateSearch: (search: Record<string, unknown>) => search,
  component: SignUpPage,
})

function SignUpPage() {
  return <CustomerAccountPage mode="sign-up" search={SignUpSearchSchema.parse(Route.useSearch())} />
}
