import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { InstallerShowcasePage } from '../features/installers/installer-showcase-page.tsx'

/** The showcase's filters as the URL carries them; the page reads them with ShowcaseSearchSchema. */
export type RawShowcaseSearch = Record<string, unknown>

export const Route = createFileRoute('/installer-showcase')({
  // The route tree loads eagerly: no zod here (the page's chunk validates).
  validateSearch: (search: Record<string, unknown>): RawShowcaseSearch => search,
  loader: () => ensureCatalog('app'),
  component: InstallerShowcasePage,
})
