import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import {
  BarChart3,
  Boxes,
  CalendarDays,
  CalendarPlus,
  Calculator,
  CheckCircle2,
  HardHat,
  PackageSearch,
} from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { isSentTo, type CalendarEvent } from '../../../domain/calendar/event.ts'
import { hubOfTeam, type HubId } from '../../../domain/hubs/hubs.ts'
import { Loader } from '../../ui/loader.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { useEventTitle } from '../calendar/proposal.tsx'
import { useEvents } from '../calendar/use-events.ts'
import { RequestsList } from '../estimate-requests/requests-list.tsx'
import { LowStockFigures } from '../inventory/low-stock-figures.tsx'
import { useLowStock } from '../inventory/use-low-stock.ts'
import { JobOfflineBadge } from '../offline-ready/job-offline-badge.tsx'
import { TeamTasks } from '../orders/team-tasks.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { PipelineCard } from './pipeline-card.tsx'
import { daysOf, todayOf, weekOf, type Range } from './week.ts'
import { hubNameIn } from '../../ui/hub-names.ts'

/**
 * The team portal's home for a team lead (the whole hub) or a team member (what is theirs: their
 * team's bookings, those they are sent to). Installations and stock come from the replicated
 * calendar and inventory collections, so the page reads offline; the requests and onboarding tasks
 * below are the API's (online).
 */
export type DashboardScope = 'lead' | 'member'

const DAY_MS = 86_400_000
/** How far ahead "assigned jobs" look. */
const AHEAD_DAYS = 14

const isActive = (event: CalendarEvent) => event.status !== 'cancelled'

export function TeamDashboard({ scope }: { scope: DashboardScope }) {
  const { t, i18n } = useLingui()
  const { user } = useAuth()
  // Fixed for the page's life, so the windows (and the queries keyed on them) stay put.
  const [now] = useState(() => new Date())
  const today = todayOf(now)
  const week = weekOf(now)
  const ahead: Range = { from: today.from, to: new Date(today.from.getTime() + AHEAD_DAYS * DAY_MS) }

  const hubId = (user?.hubId ?? undefined) as HubId | undefined
  const teamId = scope === 'member' ? (user?.teamId ?? undefined) : undefined
  const where = teamId ? { teamId } : hubId ? { hubId } : {}
  const weekEvents = useEvents({ ...week, ...where })?.filter(isActive) ?? null
  const aheadEvents = useEvents({ ...ahead, ...where }) ?? null
  const lowStock = useLowStock(hubId)

  const todayEvents = weekEvents?.filter((event) => overlaps(event, today)) ?? null
  const assigned =
    aheadEvents?.filter(
      (event) =>
        (event.status === 'scheduled' || event.status === 'inProgress') &&
        new Date(event.end) > now &&
        (scope === 'lead' || isSentTo(event, user?.id ?? '')),
    ) ?? null

  const hubName = hubId ? hubNameIn(i18n, hubId) : undefined
  const place = teamId ? teamName(i18n, teamId) : hubName
  return (
    <>
      <PageHeader
        eyebrow={place ?? t`All hubs`}
        title={scope === 'lead' ? t`Team Dashboard` : t`Team Member Dashboard`}
        description={
          scope === 'lead'
            ? t`Today's and this week's installations across your hub, the jobs your teams are sent to, stock running low and the requests waiting for a call.`
            : t`Your installations today and this week, the jobs you are sent to and the stock running low at your hub.`
        }
      />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6">
        <QuickActions scope={scope} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Card title={t`Today's installations`} count={todayEvents?.length}>
            <EventList
              events={todayEvents}
              showTeam={scope === 'lead'}
              empty={t`No installations booked today.`}
              when={(event) => timeRange(i18n, event)}
            />
          </Card>
          <Card title={t`This week`} count={weekEvents?.length}>
            <WeekStrip events={weekEvents} week={week} now={now} />
          </Card>
          <Card
            title={scope === 'lead' ? t`Assigned jobs` : t`Jobs assigned to you`}
            description={t`Bookings of the next ${AHEAD_DAYS} days not finished yet.`}
            count={assigned?.length}
          >
            <EventList
              events={assigned}
              showTeam={scope === 'lead'}
              empty={t`Nothing assigned in the next two weeks.`}
              offline
              when={(event) =>
                `${i18n.date(new Date(event.start), { weekday: 'short', day: 'numeric', month: 'short' })}, ${timeRange(i18n, event)}`
              }
            />
          </Card>
          <Card
            title={t`Low-stock alerts`}
            description={
              hubName
                ? t`Products under their threshold at ${hubName}.`
                : t`Products under their threshold at every hub.`
            }
            count={Array.isArray(lowStock) ? lowStock.length : undefined}
          >
            <LowStockList items={lowStock} />
          </Card>
          {scope === 'lead' && (
            <Card
              className="lg:col-span-2"
              title={t`Sales pipeline this month`}
              description={
                hubName
                  ? t`The quotes of ${hubName}’s team made this month, by stage.`
                  : t`The team’s quotes made this month, by stage.`
              }
            >
              <PipelineCard now={now} hubId={hubId ?? null} />
            </Card>
          )}
        </div>
        <div id="requests" className="flex flex-col gap-12">
          <RequestsList />
          <TeamTasks />
        </div>
      </div>
    </>
  )
}

function overlaps(event: CalendarEvent, range: Range): boolean {
  return new Date(event.start) < range.to && new Date(event.end) > range.from
}

function timeRange(i18n: I18n, event: CalendarEvent): string {
  const time = (iso: string) => i18n.date(new Date(iso), { timeStyle: 'short' })
  return `${time(event.start)} – ${time(event.end)}`
}

/** "Atlanta team 1" for 'atlanta-1'. */
function teamName(i18n: I18n, teamId: string): string {
  const hub = hubOfTeam(teamId)
  if (!hub) return teamId
  const hubName = hubNameIn(i18n, hub.id)
  const number = teamId.slice(hub.id.length + 1)
  return i18n._(msg`${hubName} team ${number}`)
}

/** Each tile does what it says for the reader: team members see their schedule, leads book installations. */
function QuickActions({ scope }: { scope: DashboardScope }) {
  const { t } = useLingui()
  const actions = [
    scope === 'lead'
      ? { to: '/calendar', label: t`New installation`, icon: CalendarPlus }
      : { to: '/calendar', label: t`My schedule`, icon: CalendarDays },
    { to: '/inventory', label: t`Count stock`, icon: Boxes },
    { to: '/estimator', label: t`Estimator`, icon: Calculator },
    { to: '/reports', label: t`Reports`, icon: BarChart3 },
  ] as const
  return (
    <nav aria-label={t`Quick actions`}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {actions.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-16 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm font-semibold text-brand-900 shadow-sm transition-colors hover:border-brand-200 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
            >
              <Icon aria-hidden="true" className="size-5 shrink-0 text-accent-600" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Card({
  title,
  description,
  count,
  className = '',
  children,
}: {
  title: string
  description?: string
  count?: number
  className?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <div>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          {title}
          {count !== undefined && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-800">
              {count}
            </span>
          )}
        </h2>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {children}
    </section>
  )
}

function Waiting() {
  const { t } = useLingui()
  return <Loader size="sm" label={t`Opening this device's data…`} className="py-6" />
}

function EventList({
  events,
  showTeam,
  empty,
  when,
  offline = false,
}: {
  events: CalendarEvent[] | null
  showTeam: boolean
  empty: string
  when: (event: CalendarEvent) => string
  /** Says for each installation whether it is ready for the site without signal. */
  offline?: boolean
}) {
  const { i18n, t } = useLingui()
  const title = useEventTitle()
  if (!events) return <Waiting />
  if (events.length === 0) return <p className="text-sm text-slate-600">{empty}</p>
  return (
    <ul className="flex flex-col divide-y divide-slate-100">
      {events.map((event) => (
        <li key={event.id} className="flex flex-col gap-0.5 py-2.5 first:pt-0 last:pb-0">
          <p className="text-sm font-semibold text-slate-900">{title(event)}</p>
          <p className="text-sm text-slate-700">
            {when(event)}
            {showTeam && <> · {teamName(i18n, event.teamId)}</>}
          </p>
          {event.address && <p className="text-xs text-slate-600">{event.address}</p>}
          {event.status === 'completed' && (
            <p className="flex items-center gap-1 text-xs font-semibold text-emerald-700">
              <CheckCircle2 aria-hidden="true" className="size-3.5" />
              <Trans>Completed</Trans>
            </p>
          )}
          {offline && event.installDay && <JobOfflineBadge event={event} />}
          {event.installDay && (
            <Link
              to="/installations/$eventId"
              params={{ eventId: event.id }}
              aria-label={t`Open the install day: ${title(event)}`}
              className="mt-1 inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
            >
              <HardHat aria-hidden="true" className="size-4" />
              <Trans>Open the install day</Trans>
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}

/** Seven days with the number of installations each; today marked. */
function WeekStrip({ events, week, now }: { events: CalendarEvent[] | null; week: Range; now: Date }) {
  const { t, i18n } = useLingui()
  if (!events) return <Waiting />
  const today = todayOf(now).from.getTime()
  return (
    <ol className="grid grid-cols-7 gap-1.5" aria-label={t`Installations per day`}>
      {daysOf(week).map((day) => {
        const next = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)
        const count = events.filter((event) => overlaps(event, { from: day, to: next })).length
        const isToday = day.getTime() === today
        return (
          <li
            key={day.toISOString()}
            aria-current={isToday ? 'date' : undefined}
            // Narrow padding and no wrapping: on a phone a cell is 40 px, and "周一" or "23日" broke in two.
            className={`flex flex-col items-center gap-1 rounded-xl border px-1 py-2 text-center whitespace-nowrap ${
              isToday ? 'border-brand-700 bg-brand-50' : 'border-slate-200'
            }`}
          >
            <span className="text-xs font-semibold text-slate-600">
              {i18n.date(day, { weekday: 'short' })}
            </span>
            <span className="text-xs text-slate-700">{i18n.date(day, { day: 'numeric' })}</span>
            <span className="text-lg font-bold text-brand-900 tabular-nums">
              {count}
              <span className="sr-only">
                {' '}
                <Trans>installations</Trans>
              </span>
            </span>
          </li>
        )
      })}
    </ol>
  )
}

function LowStockList({ items }: { items: ReturnType<typeof useLowStock> }) {
  if (!items) return <Waiting />
  if (items === 'noRolls')
    return (
      <p className="text-sm text-slate-600">
        <Trans>No stock levels on this device yet: they arrive with its first sync.</Trans>
      </p>
    )
  if (items.length === 0)
    return (
      <p className="text-sm text-slate-600">
        <Trans>Every product is above its threshold.</Trans>
      </p>
    )
  return (
    <ul className="flex flex-col divide-y divide-slate-100">
      {items.map((item) => {
        return (
          <li
            key={`${item.hubId}|${item.productId}`}
            className="flex items-start gap-3 py-2.5 first:pt-0 last:pb-0"
          >
            <PackageSearch aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
            <div className="min-w-0">
              <p className="text-sm font-semibold text-slate-900">{item.productName}</p>
              <p className="text-sm text-slate-700">
                <LowStockFigures item={item} />
              </p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
