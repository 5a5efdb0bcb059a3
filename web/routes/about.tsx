import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { AboutPage } from '../features/marketing/pages/about-page.tsx'

export const Route = createFileRoute('/about')({
  loader: () => ensureCatalog('content'),
  component: AboutPage,
})
