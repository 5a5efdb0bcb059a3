import { z } from 'zod'
import { DOCUMENT_ID_PATTERN } from '../estimates/estimate.ts'
import { HUBS, TEAM_IDS, hubOfTeam, type HubId, type TeamId } from '../hubs/hubs.ts'
import { InstallDaySchema } from '../quotes/install-day.ts'
import type { CalendarErrorCode } from './errors.ts'

/*
 * An installation event of the team calendar (decision 013): one team's booking from `start`
 * to `end`, optionally linked to a marketplace job or a homeowner estimate request. Events replicate
 * (sync/collections/events.ts): a team lead creates and moves them offline; the server validates every
 * pushed version with this schema and recomputes what it owns (the hub, `confirmed`).
 */

const code = (value: CalendarErrorCode) => ({ message: value })

/**
 * An installation's path. `proposed`: booked by the server when a quote was accepted, holding its
 * team's time (the double-booking check counts it) until a team lead confirms it (`scheduled`), moves
 * or cancels it. A cancelled event keeps its place in history but books nobody.
 */
export const EVENT_STATUSES = ['proposed', 'scheduled', 'inProgress', 'completed', 'cancelled'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]

/** What an event is for: a marketplace job, a homeowner's request, or an accepted quote version. */
export const LINK_KINDS = ['job', 'request', 'quote'] as const
export type LinkKind = (typeof LINK_KINDS)[number]

export const EVENT_LIMITS = {
  idLength: 64,
  title: 120,
  address: 200,
  notes: 2000,
  linkTitle: 200,
  assignees: 12,
  history: 20,
  /** Longest booking, in milliseconds (two weeks: a large commercial job). */
  durationMs: 14 * 24 * 60 * 60 * 1000,
} as const

const HUB_IDS = HUBS.map((hub) => hub.id) as [HubId, ...HubId[]]

const documentId = z.string(code('idInvalid')).regex(DOCUMENT_ID_PATTERN, code('idInvalid'))
/** ISO-8601 UTC as toISOString writes it. */
const timestamp = z.iso.datetime(code('timeInvalid'))
const text = (max: number) => z.string(code('fieldTooLong')).max(max, code('fieldTooLong'))

const LinkSchema = z.strictObject(
  {
    kind: z.enum(LINK_KINDS, code('linkInvalid')),
    id: z.string(code('linkInvalid')).min(1, code('linkInvalid')).max(64, code('linkInvalid')),
    /** The job's title, or the requester's or customer's name and city, copied so the event reads well offline. */
    title: text(EVENT_LIMITS.linkTitle),
  },
  code('linkInvalid'),
)
type EventLink = z.infer<typeof LinkSchema>

const versionShape = {
  id: documentId,
  title: z
    .string(code('titleRequired'))
    .max(EVENT_LIMITS.title, code('fieldTooLong'))
    .refine((title) => title.trim() !== '', code('titleRequired')),
  teamId: z.enum(TEAM_IDS as [TeamId, ...TeamId[]], code('teamInvalid')),
  /** Derived from the team; kept as a field so lists and the sync can filter by hub. */
  hubId: z.enum(HUB_IDS, code('hubInvalid')),
  start: timestamp,
  end: timestamp,
  status: z.enum(EVENT_STATUSES, code('statusInvalid')),
  /** User ids of the team members sent; the team as a whole when empty. */
  assigneeIds: z
    .array(documentId, code('eventInvalid'))
    .max(EVENT_LIMITS.assignees, code('tooManyAssignees')),
  link: LinkSchema.nullable(),
  address: text(EVENT_LIMITS.address),
  notes: text(EVENT_LIMITS.notes),
  createdBy: documentId,
  createdAt: timestamp,
  /** When a person last changed it, by their device's clock; conflicts compare it. */
  editedAt: timestamp,
  /** Set by the server on every write. */
  updatedAt: timestamp,
  /** True once the server stored this version (it sets it); a device's own edits write false. */
  confirmed: z.boolean(code('eventInvalid')),
  _deleted: z.boolean(code('eventInvalid')),
}

type Booking = { start: string; end: string; teamId: TeamId; hubId: HubId }

/** The rules across fields, one place for both the version and the whole document. */
function checkBooking(event: Booking, ctx: z.core.$RefinementCtx<Booking>) {
  const length = Date.parse(event.end) - Date.parse(event.start)
  if (!(length > 0)) ctx.addIssue({ code: 'custom', ...code('endBeforeStart'), path: ['end'] })
  else if (length > EVENT_LIMITS.durationMs)
    ctx.addIssue({ code: 'custom', ...code('tooLong'), path: ['end'] })
  if (hubOfTeam(event.teamId)?.id !== event.hubId)
    ctx.addIssue({ code: 'custom', ...code('hubInvalid'), path: ['hubId'] })
}

/** Every field but history: what a history entry keeps of a version that lost a conflict. */
const CalendarEventVersionSchema = z.object(versionShape).superRefine(checkBooking)
export type CalendarEventVersion = z.infer<typeof CalendarEventVersionSchema>

export const CalendarEventSchema = z
  .object({
    ...versionShape,
    /**
     * An accepted quote's install day (domain/quotes/install-day.ts); null for every other event. Not
     * part of a version: two devices' records of the day are merged, never one set aside as lost.
     */
    installDay: InstallDaySchema.nullable(),
    history: z
      .array(
        z.object({
          at: timestamp,
          by: documentId,
          reason: z.literal('conflict', code('eventInvalid')),
          version: CalendarEventVersionSchema,
        }),
        code('eventInvalid'),
      )
      .max(EVENT_LIMITS.history, code('historyTooLong')),
  })
  .superRefine(checkBooking)
export type CalendarEvent = z.infer<typeof CalendarEventSchema>

/** What a person fills in to book a team; everything else the device or the server sets. */
export interface EventDraft {
  title: string
  teamId: TeamId
  start: string
  end: string
  status: EventStatus
  assigneeIds: string[]
  link: EventLink | null
  address: string
  notes: string
}

/** Whether the event sends `userId`: named among its assignees, or one of the team when none are named. */
export const isSentTo = (event: Pick<CalendarEvent, 'assigneeIds'>, userId: string): boolean =>
  event.assigneeIds.length === 0 || event.assigneeIds.includes(userId)

/** A new event made on a device: unconfirmed until the server stores it. */
export function newEvent(id: string, createdBy: string, draft: EventDraft, now: Date): CalendarEvent {
  const at = now.toISOString()
  return {
    id,
    ...draft,
    hubId: hubOfTeam(draft.teamId)!.id,
    createdBy,
    createdAt: at,
    editedAt: at,
    updatedAt: at,
    confirmed: false,
    _deleted: false,
    installDay: null,
    history: [],
  }
}

/** The event after a person's change on a device: edit times set, unconfirmed, hub following the team. */
export function editedEvent(current: CalendarEvent, patch: Partial<EventDraft>, now: Date): CalendarEvent {
  const at = now.toISOString()
  const teamId = patch.teamId ?? current.teamId
  return {
    ...current,
    ...patch,
    hubId: hubOfTeam(teamId)!.id,
    editedAt: at,
    updatedAt: at,
    confirmed: false,
  }
}

/** The same booking moved to start at `start`, its length kept. */
export function movedTo(
  event: Pick<CalendarEvent, 'start' | 'end'>,
  start: Date,
): { start: string; end: string } {
  const length = Date.parse(event.end) - Date.parse(event.start)
  return { start: start.toISOString(), end: new Date(start.getTime() + length).toISOString() }
}

/**
 * Fields a team member's change may touch: they move the status along and record the install day, a
 * team lead or an admin the rest.
 */
const STATUS_CHANGE_FIELDS: ReadonlySet<string> = new Set([
  'status',
  'installDay',
  'editedAt',
  'updatedAt',
  'confirmed',
  'history',
])

/** JSON with object keys sorted, so two equal documents compare equal whatever order a device wrote them in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

/**
 * Whether every history entry `next` adds to `master`'s is the writer's own. A device adds an entry
 * when it resolves a conflict, in its user's name; an entry in anyone else's name is forged.
 */
export function addsOnlyOwnHistory(
  userId: string,
  next: CalendarEvent,
  master: CalendarEvent | null,
): boolean {
  const kept = new Set((master?.history ?? []).map(canonical))
  return next.history.every((entry) => entry.by === userId || kept.has(canonical(entry)))
}

export function changesOnlyStatus(next: CalendarEvent, master: CalendarEvent): boolean {
  const rest = (event: CalendarEvent) =>
    canonical(Object.fromEntries(Object.entries(event).filter(([key]) => !STATUS_CHANGE_FIELDS.has(key))))
  return rest(next) === rest(master)
}

/**
 * Whether the change decides a proposal: takes an event out of `proposed` (confirms, starts or turns
 * it down) or puts one into it. A team member moves the status of the team's work along; whether the
 * team takes a job on is the lead's call (policies: confirm:event).
 */
export function decidesProposal(
  next: Pick<CalendarEvent, 'status'>,
  master: Pick<CalendarEvent, 'status'>,
): boolean {
  return (master.status === 'proposed') !== (next.status === 'proposed')
}

/**
 * Whether the change alters an install day the customer already signed off: the record they signed
 * is final (its figures are on their invoice), whoever the writer.
 */
export function changesSignedInstallDay(
  next: Pick<CalendarEvent, 'installDay'>,
  master: Pick<CalendarEvent, 'installDay'>,
): boolean {
  return master.installDay?.signoff != null && canonical(next.installDay) !== canonical(master.installDay)
}
