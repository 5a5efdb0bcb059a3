import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { MembershipPlansPage } from '../features/marketing/pages/membership-plans-page.tsx'

export const Route = createFileRoute('/membership-plans')({
  loader: () => ensureCatalog('content'),
  component: MembershipPlansPage,
})
