import { createFileRoute } from '@tanstack/react-router'
import { TeamOnboardingPage } from '../../features/team-onboarding/team-onboarding-page.tsx'

export const Route = createFileRoute('/_member/team-onboarding')({ component: TeamOnboardingPage })
