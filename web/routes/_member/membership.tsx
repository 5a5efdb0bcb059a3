import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { currentUserQuery } from '../../app/session/get-current-user.ts'
import { MembershipPage } from '../../features/members/membership-page.tsx'

export const Route = createFileRoute('/_member/membership')({
  // Admins see the admin sections here ("System"), whose names are in the team catalog.
  loader: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery)
    if (user?.isAdmin) await ensureCatalog('team')
  },
  component: MembershipPage,
})
