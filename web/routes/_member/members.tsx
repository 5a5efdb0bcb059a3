import { createFileRoute } from '@tanstack/react-router'
import { MembersPage } from '../../features/members/members-page.tsx'

export const Route = createFileRoute('/_member/members')({ component: MembersPage })
