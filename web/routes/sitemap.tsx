import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { SitemapPage } from '../features/marketing/pages/sitemap-page.tsx'

export const Route = createFileRoute('/sitemap')({
  loader: () => ensureCatalog('content'),
  component: SitemapPage,
})
