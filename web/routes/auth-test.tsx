import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/auth-test')({
  beforeLoad: () => {
    throw redirect({ to: '/team-login', replace: true })
  },
})
