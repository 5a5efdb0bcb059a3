import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { ContactPage } from '../features/marketing/pages/contact-page.tsx'

export const Route = createFileRoute('/contact')({
  loader: () => ensureCatalog('content'),
  component: ContactPage,
})
