import { can } from '../../../domain/auth/policies.ts'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react'
import { useMemo, useState } from 'react'
import { doubleBookings } from '../../../domain/calendar/conflicts.ts'
import type { CalendarEvent } from '../../../domain/calendar/event.ts'
import {
  CALENDAR_VIEWS,
  addDays,
  startOfDay,
  stepView,
  viewRange,
  type CalendarView,
} from '../../../domain/calendar/grid.ts'
import { HUBS, TEAM_IDS, hubOfTeam, teamsOf, type HubId, type TeamId } from '../../../domain/hubs/hubs.ts'
import { capitalized } from '../../../domain/i18n/locales.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { Button } from '../../ui/button.tsx'
import { SelectBox } from '../../ui/form-fields.tsx'
import { Loader } from '../../ui/loader.tsx'
import { cn } from '../../ui/cn.ts'
import { DayView, MonthView, WeekView } from './calendar-views.tsx'
import { EventDialog, type EventDialogTarget } from './event-dialog.tsx'
import { VIEW_LABELS, teamLabel } from './labels.ts'
import { useEvents } from './use-events.ts'
import { hubNameIn } from '../../ui/hub-names.ts'

/** Phones get the day's agenda first; wider screens the week grid. */
const PHONE_QUERY = '(max-width: 767px)'
const defaultView = (): CalendarView =>
  typeof window !== 'undefined' && window.matchMedia(PHONE_QUERY).matches ? 'day' : 'week'

const VIEWS = { day: DayView, week: WeekView, month: MonthView } as const

/**
 * /calendar: the installation schedule per team and hub (decision 013). Reads the replicated
 * events, so it works offline; creating and moving events writes to this device and syncs later.
 */
export function CalendarPage() {
  const { t, i18n } = useLingui()
  const { user } = useAuth()
  const [view, setView] = useState<CalendarView>(defaultView)
  const [anchor, setAnchor] = useState(() => startOfDay(new Date()))
  const [hubId, setHubId] = useState<HubId | ''>('')
  const [teamId, setTeamId] = useState<TeamId | ''>('')
  const [dialog, setDialog] = useState<EventDialogTarget | null>(null)
  const range = viewRange(view, anchor)
  const events = useEvents({ ...range, ...(hubId ? { hubId } : {}), ...(teamId ? { teamId } : {}) })
  const conflicts = useMemo(() => doubleBookings(events ?? []), [events])
  const plans = can(user, 'plan', 'event')
  const confirms = can(user, 'confirm', 'event')
  const defaultTeam = (teamId ||
    (user?.teamId && hubOfTeam(user.teamId) ? user.teamId : TEAM_IDS[0])) as TeamId
  const teams = hubId ? teamsOf(HUBS.find((hub) => hub.id === hubId)!) : TEAM_IDS
  const clashCount = conflicts.size
  const proposalCount = (events ?? []).filter((event) => event.status === 'proposed').length

  const title = useMemo(() => {
    switch (view) {
      case 'day':
        return capitalized(
          i18n.date(anchor, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
          i18n.locale,
        )
      case 'week': {
        const from = i18n.date(range.from, { month: 'short', day: 'numeric' })
        const to = i18n.date(addDays(range.to, -1), { month: 'short', day: 'numeric', year: 'numeric' })
        return t`Week of ${from} – ${to}`
      }
      case 'month':
        return capitalized(i18n.date(anchor, { month: 'long', year: 'numeric' }), i18n.locale)
    }
  }, [view, anchor, range.from, range.to, i18n, t])

  const View = VIEWS[view]
  const openNew = (day: Date) =>
    setDialog({ start: new Date(day.getFullYear(), day.getMonth(), day.getDate(), 9), teamId: defaultTeam })

  return (
    <>
      <PageHeader
        eyebrow={t`Team portal`}
        title={t`Team Calendar`}
        description={t`Installation events per team and hub. Works offline: changes sync when you are back online.`}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6">
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex items-center gap-1">
            <Button
              variant="outline"
              size="icon"
              onClick={() => setAnchor(stepView(view, anchor, -1))}
              aria-label={t`Previous`}
            >
              <ChevronLeft aria-hidden />
            </Button>
            <Button variant="outline" onClick={() => setAnchor(startOfDay(new Date()))}>
              <Trans>Today</Trans>
            </Button>
            <Button
              variant="outline"
              size="icon"
              onClick={() => setAnchor(stepView(view, anchor, 1))}
              aria-label={t`Next`}
            >
              <ChevronRight aria-hidden />
            </Button>
          </div>
          <div
            role="group"
            aria-label={t`View`}
            className="inline-flex rounded-md border border-slate-300 bg-white p-0.5"
          >
            {CALENDAR_VIEWS.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => setView(option)}
                className={cn(
                  'min-h-9 rounded px-3 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none',
                  view === option ? 'bg-brand-800 text-white' : 'text-slate-800 hover:bg-slate-100',
                )}
              >
                {i18n._(VIEW_LABELS[option])}
              </button>
            ))}
          </div>
          <div className="grid grow grid-cols-2 gap-3 sm:max-w-md">
            <SelectBox
              label={t`Hub`}
              value={hubId}
              onChange={(value) => {
                setHubId(value as HubId | '')
                setTeamId('')
              }}
            >
              <option value="">{t`All hubs`}</option>
              {HUBS.map((hub) => (
                <option key={hub.id} value={hub.id}>
                  {hubNameIn(i18n, hub.id)}
                </option>
              ))}
            </SelectBox>
            <SelectBox label={t`Team`} value={teamId} onChange={(value) => setTeamId(value as TeamId | '')}>
              <option value="">{t`All teams`}</option>
              {teams.map((id) => (
                <option key={id} value={id}>
                  {teamLabel(i18n, id)}
                </option>
              ))}
            </SelectBox>
          </div>
          {plans && (
            <Button className="ml-auto" onClick={() => openNew(anchor)}>
              <Plus aria-hidden />
              <Trans>New installation</Trans>
            </Button>
          )}
        </div>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-xl font-semibold text-slate-900" aria-live="polite">
            {title}
          </h2>
          {(clashCount > 0 || proposalCount > 0) && (
            <div className="flex flex-col gap-0.5 text-sm font-medium sm:items-end">
              {proposalCount > 0 && (
                <p className="text-slate-800">
                  {confirms ? (
                    <Plural
                      value={proposalCount}
                      one="# proposed installation in this view waits for your confirmation."
                      other="# proposed installations in this view wait for your confirmation."
                    />
                  ) : (
                    <Plural
                      value={proposalCount}
                      one="# proposed installation in this view waits for a team lead."
                      other="# proposed installations in this view wait for a team lead."
                    />
                  )}
                </p>
              )}
              {clashCount > 0 && (
                <p className="text-amber-900">
                  <Plural
                    value={clashCount}
                    one="# event double-books a team in this view."
                    other="# events double-book a team in this view."
                  />
                </p>
              )}
            </div>
          )}
        </div>
        {events === null ? (
          <Loader label={t`Opening the calendar on this device…`} />
        ) : (
          <View
            anchor={anchor}
            events={events}
            conflicts={conflicts}
            onOpen={(event: CalendarEvent) => setDialog({ event })}
            onCreate={plans ? openNew : undefined}
            onShowDay={(day) => {
              setAnchor(day)
              setView('day')
            }}
          />
        )}
      </div>
      {dialog && <EventDialog target={dialog} onClose={() => setDialog(null)} />}
    </>
  )
}
