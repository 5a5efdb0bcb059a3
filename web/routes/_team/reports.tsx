import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { PERIOD_PRESETS, type PeriodPreset } from '../../features/reports/period.ts'
import { ReportsPage } from '../../features/reports/reports-page.tsx'

interface ReportsSearch {
  /** The period the page opens on: the dashboard's card links to this month. */
  period?: PeriodPreset
}

export const Route = createFileRoute('/_team/reports')({
  validateSearch: (search: Record<string, unknown>): ReportsSearch => {
    const period = PERIOD_PRESETS.find((preset) => preset === search.period && preset !== 'custom')
    return period ? { period } : {}
  },
  loader: () => ensureCatalog('team'),
  component: function Reports() {
    return <ReportsPage initialPreset={Route.useSearch().period} />
  },
})
