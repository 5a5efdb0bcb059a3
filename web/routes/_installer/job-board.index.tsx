import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { JobBoardPage } from '../../features/marketplace/job-board-page.tsx'

/** The board's filters as the URL carries them; the page reads them with BoardSearchSchema. */
export type RawBoardSearch = Record<string, unknown>

export const Route = createFileRoute('/_installer/job-board/')({
  // The route tree loads eagerly: no zod here (the page's chunk validates).
  validateSearch: (search: Record<string, unknown>): RawBoardSearch => search,
  loader: () => ensureCatalog('app'),
  component: JobBoardPage,
})
