import { createFileRoute } from '@tanstack/react-router'
import { TeamLoginPage } from '../features/auth/team-login-page.tsx'

export const Route = createFileRoute('/team-login')({ component: TeamLoginPage })
