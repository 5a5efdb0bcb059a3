import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { ReportsPage } from '../../features/reports/reports-page.tsx'

export const Route = createFileRoute('/_team/reports')({
  loader: () => ensureCatalog('team'),
  component: ReportsPage,
})
