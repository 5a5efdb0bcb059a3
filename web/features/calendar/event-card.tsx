import { Trans, useLingui } from '@lingui/react/macro'
import { AlertTriangle, Clock, Link2, MapPin, Users } from 'lucide-react'
import type { CalendarEvent } from '../../../domain/calendar/event.ts'
import { cn } from '../../ui/cn.ts'
import { EVENT_STATUS_LABELS, teamColor, teamLabel } from './labels.ts'
import {
  AcceptedQuoteDetails,
  isProposal,
  ProposalActions,
  ProposedBadge,
  useEventTitle,
} from './proposal.tsx'

/**
 * "9:00 AM – 1:00 PM" in the viewer's language and time zone; with the days when the booking runs
 * over several ("Dec 1, 8:00 AM – Dec 7, 12:30 PM"), as a long job's proposal does.
 */
export function useTimeRange() {
  const { i18n } = useLingui()
  return (event: Pick<CalendarEvent, 'start' | 'end'>) => {
    const start = new Date(event.start)
    const end = new Date(event.end)
    const oneDay = start.toDateString() === new Date(end.getTime() - 1).toDateString()
    const time = (at: Date) =>
      i18n.date(at, {
        ...(oneDay ? {} : { month: 'short', day: 'numeric' }),
        hour: 'numeric',
        minute: '2-digit',
      })
    return `${time(start)} – ${time(end)}`
  }
}

/** The events a booking clashes with: title and time, one a line. */
export function ConflictList({ events }: { events: readonly CalendarEvent[] }) {
  const timeRange = useTimeRange()
  const title = useEventTitle()
  return (
    <ul className="my-1 list-disc pl-5">
      {events.map((event) => (
        <li key={event.id}>
          {title(event)} · {timeRange(event)}
        </li>
      ))}
    </ul>
  )
}

/*
 * The badges of a week's cell, where clashing bookings share a day's width: on a card too narrow for
 * the words the badge keeps its icon (the words stay for screen readers) rather than cutting them off
 * or breaking them letter by letter.
 */
function ConflictBadge() {
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-xl bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950 ring-1 ring-amber-400">
      <AlertTriangle className="size-3.5 shrink-0" aria-hidden />
      <span className="min-w-0 @max-[9rem]:sr-only">
        <Trans>Double-booked</Trans>
      </span>
    </span>
  )
}

/** The device holds a change the server has not stored yet. */
function PendingBadge() {
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-xl bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300">
      <Clock className="size-3.5 shrink-0" aria-hidden />
      <span className="min-w-0 @max-[9rem]:sr-only">
        <Trans>Not synced yet</Trans>
      </span>
    </span>
  )
}

/**
 * One installation, as a button that opens it. `compact` for grid cells (title, team, badges);
 * otherwise the agenda's card with time, place, link and crew size. A proposal (an accepted quote's
 * installation waiting for a lead) has a dashed frame and a badge, and in the agenda the lead's
 * Confirm under it.
 */
export function EventCard({
  event,
  conflicts,
  compact = false,
  className,
  style,
  onOpen,
}: {
  event: CalendarEvent
  conflicts: readonly CalendarEvent[]
  compact?: boolean
  className?: string
  style?: React.CSSProperties
  onOpen: (event: CalendarEvent) => void
}) {
  const { t, i18n } = useLingui()
  const timeRange = useTimeRange()
  const cancelled = event.status === 'cancelled'
  const proposal = isProposal(event)
  const framed = proposal && !compact
  const team = teamLabel(i18n, event.teamId)
  const titleOf = useEventTitle()
  const title = titleOf(event)
  const card = (
    <button
      type="button"
      style={framed ? undefined : style}
      onClick={() => onOpen(event)}
      aria-label={
        proposal
          ? t`${title}, ${team}, ${timeRange(event)}, proposed`
          : t`${title}, ${team}, ${timeRange(event)}`
      }
      className={cn(
        '@container flex w-full flex-col items-start gap-1 overflow-hidden px-2 py-1 text-left text-sm',
        'focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:ring-offset-1 focus-visible:outline-none',
        framed
          ? 'rounded-t-md'
          : [
              'rounded-md shadow-sm',
              teamColor(event.teamId),
              proposal ? 'border-2 border-dashed' : 'border-l-4',
              conflicts.length > 0 && 'ring-2 ring-amber-500',
              cancelled && 'opacity-70',
              className,
            ],
      )}
    >
      <span
        className={cn(
          'font-semibold leading-tight',
          cancelled && 'line-through',
          compact && 'line-clamp-2 break-words hyphens-auto',
        )}
      >
        {title}
      </span>
      <span className="text-xs font-medium">
        {team}
        {!compact && <> · {timeRange(event)}</>}
      </span>
      {!compact && (
        <>
          {event.address && (
            <span className="flex items-center gap-1 text-xs">
              <MapPin className="size-3.5 shrink-0" aria-hidden />
              {event.address}
            </span>
          )}
          {event.link?.kind === 'quote' ? (
            <AcceptedQuoteDetails event={event} numberInTitle />
          ) : (
            event.link && (
              <span className="flex items-center gap-1 text-xs">
                <Link2 className="size-3.5 shrink-0" aria-hidden />
                {event.link.kind === 'job' ? t`Job: ${event.link.title}` : t`Request: ${event.link.title}`}
              </span>
            )
          )}
          <span className="flex items-center gap-1 text-xs">
            <Users className="size-3.5 shrink-0" aria-hidden />
            {event.assigneeIds.length === 0 ? (
              <Trans>Whole team</Trans>
            ) : (
              <Trans>{event.assigneeIds.length} assigned</Trans>
            )}
            {' · '}
            {i18n._(EVENT_STATUS_LABELS[event.status])}
          </span>
        </>
      )}
      {(proposal || conflicts.length > 0 || !event.confirmed) && (
        <span className="flex flex-wrap gap-1">
          {proposal && <ProposedBadge />}
          {conflicts.length > 0 && <ConflictBadge />}
          {!event.confirmed && <PendingBadge />}
        </span>
      )}
      {!compact && conflicts.length > 0 && (
        <span className="text-xs text-amber-950">
          <Trans>Overlaps with:</Trans> {conflicts.map(titleOf).join(', ')}
        </span>
      )}
    </button>
  )
  if (!framed) return card
  // The lead's Confirm sits under the card, inside its frame: a button is never inside another.
  return (
    <div
      style={style}
      className={cn(
        'flex flex-col overflow-hidden rounded-md border-2 border-dashed shadow-sm',
        teamColor(event.teamId),
        conflicts.length > 0 && 'ring-2 ring-amber-500',
        className,
      )}
    >
      {card}
      <div className="border-t border-dashed border-current/30">
        <ProposalActions event={event} />
      </div>
    </div>
  )
}
