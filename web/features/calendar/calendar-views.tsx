import { Trans, useLingui } from '@lingui/react/macro'
import { Plus } from 'lucide-react'
import type { CalendarEvent } from '../../../domain/calendar/event.ts'
import {
  dayKey,
  dayPlacement,
  eventsOnDay,
  hoursShown,
  monthGrid,
  sameDay,
  weekColumnLayout,
  weekDays,
} from '../../../domain/calendar/grid.ts'
import { cn } from '../../ui/cn.ts'
import { EventCard } from './event-card.tsx'

/** The day, week and month views. They show what they are given; the page filters and opens. */

export interface ViewProps {
  anchor: Date
  events: readonly CalendarEvent[]
  conflicts: ReadonlyMap<string, readonly CalendarEvent[]>
  onOpen: (event: CalendarEvent) => void
  /** A new event on this day (at 9:00); absent for those who do not plan (team members). */
  onCreate?: (day: Date) => void
  /** Show one day (from a month cell's "more"). */
  onShowDay: (day: Date) => void
}

/** The hours a week's grid shows at least; it widens for an event outside them. */
const FIRST_HOUR = 6
const LAST_HOUR = 21
const HOUR_HEIGHT_REM = 3.5
/** A phone's month cell marks at most this many installations, then "+n". */
const MONTH_DOTS = 3

function useDayName() {
  const { i18n } = useLingui()
  return (day: Date, format: 'long' | 'short') =>
    i18n.date(
      day,
      format === 'long'
        ? { weekday: 'long', month: 'long', day: 'numeric' }
        : { weekday: 'short', day: 'numeric' },
    )
}

const NO_CONFLICTS: readonly CalendarEvent[] = []

/** One day as a list, earliest first: the phone's view, and the week's on a phone. */
function Agenda({
  day,
  events,
  conflicts,
  onOpen,
  onCreate,
  heading,
  dateAbove = false,
}: Omit<ViewProps, 'anchor' | 'onShowDay'> & {
  day: Date
  heading: 'h2' | 'h3'
  /** The page's own heading already gives the date (the day view): this one is for screen readers. */
  dateAbove?: boolean
}) {
  const dayName = useDayName()
  const { t } = useLingui()
  const todays = eventsOnDay(events, day)
  const Heading = heading
  const label = dayName(day, 'long')
  return (
    <section aria-label={label} className="flex flex-col gap-2">
      <div className={cn('flex items-center gap-2', dateAbove ? 'justify-end' : 'justify-between')}>
        <Heading
          className={cn(
            'font-semibold text-slate-900',
            sameDay(day, new Date()) && 'text-brand-700',
            dateAbove && 'sr-only',
          )}
        >
          {label}
        </Heading>
        {onCreate && (
          <button
            type="button"
            onClick={() => onCreate(day)}
            className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
            aria-label={t`New installation on ${label}`}
          >
            <Plus className="size-4" aria-hidden />
            <Trans>Add</Trans>
          </button>
        )}
      </div>
      {todays.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-600">
          <Trans>No installations.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {todays.map((event) => (
            <li key={event.id}>
              <EventCard event={event} conflicts={conflicts.get(event.id) ?? NO_CONFLICTS} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function DayView({ anchor, ...props }: ViewProps) {
  return <Agenda day={anchor} heading="h2" dateAbove {...props} />
}

export function WeekView({ anchor, events, conflicts, onOpen, onCreate, onShowDay }: ViewProps) {
  const { t, i18n } = useLingui()
  const dayName = useDayName()
  const days = weekDays(anchor)
  const columns = days.map((day) => ({ day, events: eventsOnDay(events, day) }))
  const { first, last } = hoursShown(columns, FIRST_HOUR, LAST_HOUR)
  const hours = Array.from({ length: last - first }, (_, i) => first + i)
  const height = `${(last - first) * HOUR_HEIGHT_REM}rem`
  return (
    <>
      {/* Phones: the week as seven short agendas. */}
      <div className="flex flex-col gap-6 md:hidden">
        {days.map((day) => (
          <Agenda
            key={dayKey(day)}
            day={day}
            heading="h3"
            events={events}
            conflicts={conflicts}
            onOpen={onOpen}
            onCreate={onCreate}
          />
        ))}
      </div>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
        <div className="grid min-w-[56rem] grid-cols-[4rem_repeat(7,minmax(0,1fr))]">
          <div className="border-b border-slate-200" />
          {days.map((day) => {
            const label = dayName(day, 'long')
            return (
              <div
                key={dayKey(day)}
                className="flex items-center justify-between gap-1 border-b border-l border-slate-200 px-2 py-2"
              >
                <h3
                  className={cn(
                    'text-sm font-semibold text-slate-900',
                    sameDay(day, new Date()) && 'text-brand-700',
                  )}
                >
                  {dayName(day, 'short')}
                </h3>
                {onCreate && (
                  <button
                    type="button"
                    onClick={() => onCreate(day)}
                    className="rounded p-1 text-brand-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
                    aria-label={t`New installation on ${label}`}
                  >
                    <Plus className="size-4" aria-hidden />
                  </button>
                )}
              </div>
            )
          })}
          <div className="relative" style={{ height }} aria-hidden>
            {hours.map((hour) => (
              <span
                key={hour}
                className="absolute right-2 -translate-y-1/2 text-xs text-slate-500"
                style={{ top: `${(hour - first) * HOUR_HEIGHT_REM}rem` }}
              >
                {hour > first && i18n.date(new Date(2000, 0, 1, hour), { hour: 'numeric' })}
              </span>
            ))}
          </div>
          {columns.map(({ day, events: todays }) => {
            const { shown, overflow } = weekColumnLayout(todays)
            return (
              <ul
                key={dayKey(day)}
                aria-label={dayName(day, 'long')}
                className="relative border-l border-slate-200 bg-[repeating-linear-gradient(to_bottom,transparent,transparent_calc(3.5rem-1px),rgb(226_232_240)_calc(3.5rem-1px),rgb(226_232_240)_3.5rem)]"
                style={{ height }}
              >
                {shown.map(({ event, lane, of }) => {
                  const { top, height: share } = dayPlacement(event, day, first, last)
                  return (
                    <li
                      key={event.id}
                      className="absolute p-0.5"
                      style={{
                        top: `${top * 100}%`,
                        height: `max(${share * 100}%, 2.5rem)`,
                        left: `${(lane / of) * 100}%`,
                        width: `${100 / of}%`,
                      }}
                    >
                      <EventCard
                        compact
                        className="h-full"
                        event={event}
                        conflicts={conflicts.get(event.id) ?? NO_CONFLICTS}
                        onOpen={onOpen}
                      />
                    </li>
                  )
                })}
                {overflow.map((group) => {
                  const count = group.events.length
                  const label = dayName(day, 'long')
                  const { top } = dayPlacement({ start: group.start, end: group.start }, day, first, last)
                  return (
                    <li key={group.start} className="absolute right-1 z-10" style={{ top: `${top * 100}%` }}>
                      <button
                        type="button"
                        onClick={() => onShowDay(day)}
                        aria-label={t`${count} more on ${label}: show the day`}
                        className="rounded-full bg-brand-800 px-2 py-0.5 text-xs font-semibold text-white shadow focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
                      >
                        +{count}
                      </button>
                    </li>
                  )
                })}
              </ul>
            )
          })}
        </div>
      </div>
    </>
  )
}

const MONTH_CELL_EVENTS = 3

export function MonthView({ anchor, events, conflicts, onOpen, onShowDay }: ViewProps) {
  const { t, i18n } = useLingui()
  const dayName = useDayName()
  const weeks = monthGrid(anchor)
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <div className="grid grid-cols-7 border-b border-slate-200 bg-slate-50" aria-hidden>
        {weeks[0]!.map((day) => (
          <span key={dayKey(day)} className="px-1 py-1 text-center text-xs font-semibold text-slate-600">
            {i18n.date(day, { weekday: 'short' })}
          </span>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={dayKey(week[0]!)} className="grid grid-cols-7">
          {week.map((day) => {
            const todays = eventsOnDay(events, day)
            const outside = day.getMonth() !== anchor.getMonth()
            const label = dayName(day, 'long')
            return (
              <div
                key={dayKey(day)}
                className={cn(
                  'flex min-h-20 flex-col gap-1 border-b border-l border-slate-200 p-1 first:border-l-0 md:min-h-28',
                  outside && 'bg-slate-50',
                )}
              >
                <button
                  type="button"
                  onClick={() => onShowDay(day)}
                  aria-label={t`${label}: ${todays.length} installations`}
                  className={cn(
                    'self-start rounded px-1 text-sm font-semibold hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none',
                    outside ? 'text-slate-500' : 'text-slate-900',
                    sameDay(day, new Date()) && 'bg-brand-800 text-white hover:bg-brand-700',
                  )}
                >
                  {day.getDate()}
                </button>
                {/* Phones: a dot for each installation (red where it clashes), as phone calendars mark busy days. */}
                {todays.length > 0 && (
                  <span className="flex flex-wrap items-center gap-1 px-1 md:hidden" aria-hidden>
                    {todays.slice(0, MONTH_DOTS).map((event) => (
                      <span
                        key={event.id}
                        className={cn(
                          'size-2 rounded-full',
                          conflicts.has(event.id) ? 'bg-red-600' : 'bg-brand-700',
                        )}
                      />
                    ))}
                    {todays.length > MONTH_DOTS && (
                      <span className="text-xs leading-none text-slate-700">
                        +{todays.length - MONTH_DOTS}
                      </span>
                    )}
                  </span>
                )}
                <ul className="hidden flex-col gap-1 md:flex">
                  {todays.slice(0, MONTH_CELL_EVENTS).map((event) => (
                    <li key={event.id}>
                      <EventCard
                        compact
                        event={event}
                        conflicts={conflicts.get(event.id) ?? NO_CONFLICTS}
                        onOpen={onOpen}
                      />
                    </li>
                  ))}
                </ul>
                {todays.length > MONTH_CELL_EVENTS && (
                  <button
                    type="button"
                    onClick={() => onShowDay(day)}
                    className="hidden self-start text-xs font-semibold text-brand-700 underline md:block"
                  >
                    <Trans>{todays.length - MONTH_CELL_EVENTS} more</Trans>
                  </button>
                )}
              </div>
            )
          })}
        </div>
      ))}
    </div>
  )
}
