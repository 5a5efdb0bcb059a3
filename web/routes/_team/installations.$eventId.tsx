import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { InstallDayPage } from '../../features/calendar/install-day-page.tsx'
import { InstallationCrewSheet } from '../../features/estimates/crew-sheet.tsx'
import { OfflineReadyPanel } from '../../features/offline-ready/offline-ready-panel.tsx'

/** An accepted quote's install day on the crew's phone, with the estimator's crew sheet of its windows. */
export const Route = createFileRoute('/_team/installations/$eventId')({
  // The crew sheet's words are the estimator's.
  loader: () => Promise.all([ensureCatalog('team'), ensureCatalog('app')]),
  component: function InstallDay() {
    const { eventId } = Route.useParams()
    return (
      <InstallDayPage
        eventId={eventId}
        crewSheet={(windows) => <InstallationCrewSheet windows={windows} />}
        offline={(event) => <OfflineReadyPanel visit={{ kind: 'event', event }} />}
      />
    )
  },
})
