import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { SecurityFilmPage } from '../features/marketing/pages/security-film-page.tsx'

export const Route = createFileRoute('/security-safety-film')({
  loader: () => ensureCatalog('content'),
  component: SecurityFilmPage,
})
