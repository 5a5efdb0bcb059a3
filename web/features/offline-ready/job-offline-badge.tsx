import { Trans } from '@lingui/react/macro'
import type { CalendarEvent } from '../../../domain/calendar/event.ts'
import { ReadyOfflineBadge } from './offline-ready-panel.tsx'
import { useVisitReadiness } from './use-visit-readiness.ts'

/** Whether an installation in a list is ready for a visit without signal; nothing until it was made available offline. */
export function JobOfflineBadge({ event }: { event: CalendarEvent }) {
  const readiness = useVisitReadiness({ kind: 'event', event })
  if (!readiness?.prepared) return null
  if (readiness.ready) return <ReadyOfflineBadge />
  return (
    <span className="text-xs font-semibold text-amber-900">
      <Trans>Not everything is on this device</Trans>
    </span>
  )
}
