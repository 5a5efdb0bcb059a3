import { createFileRoute } from '@tanstack/react-router'
import { MembershipPage } from '../../features/members/membership-page.tsx'

export const Route = createFileRoute('/_member/membership')({ component: MembershipPage })
