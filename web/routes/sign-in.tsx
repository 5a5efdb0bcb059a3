import { createFileRoute } from '@tanstack/react-router'
import { CustomerAccountPage } from '../features/auth/customer-account-page.tsx'

export const Route = createFileRoute('/sign-in')({ component: SignInPage })

function SignInPage() {
  return <CustomerAccountPage mode="sign-in" />
}
