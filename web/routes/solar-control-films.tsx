import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { SolarControlPage } from '../features/marketing/pages/solar-film-page.tsx'

export const Route = createFileRoute('/solar-control-films')({
  loader: () => ensureCatalog('content'),
  component: SolarControlPage,
})
