import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { InternalPortalPage } from '../features/internal/portal-page.tsx'

export const Route = createFileRoute('/internal')({
  loader: () => ensureCatalog('team'),
  component: InternalPortalPage,
})
