import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { PrivacyPage } from '../features/marketing/pages/privacy-page.tsx'

export const Route = createFileRoute('/privacy')({
  loader: () => ensureCatalog('content'),
  component: PrivacyPage,
})
