import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { DecorativeFilmPage } from '../features/marketing/pages/decorative-film-page.tsx'

export const Route = createFileRoute('/decorative-privacy-films')({
  loader: () => ensureCatalog('content'),
  component: DecorativeFilmPage,
})
