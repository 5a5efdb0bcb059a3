import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { CalendarPage } from '../../features/calendar/calendar-page.tsx'

export const Route = createFileRoute('/_team/calendar')({
  loader: () => ensureCatalog('team'),
  component: CalendarPage,
})
