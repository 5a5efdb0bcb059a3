import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { EnterprisePage } from '../features/marketing/pages/enterprise-page.tsx'

export const Route = createFileRoute('/enterprise')({
  loader: () => ensureCatalog('content'),
  component: EnterprisePage,
})
