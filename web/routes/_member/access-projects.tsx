import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { AccessProjectsPage } from '../../features/marketplace/access-projects-page.tsx'

export const Route = createFileRoute('/_member/access-projects')({
  loader: () => ensureCatalog('app'),
  component: AccessProjectsPage,
})
