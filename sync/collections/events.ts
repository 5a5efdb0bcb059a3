import { can } from '../../domain/auth/policies.ts'
import { canAccess, type SessionUser } from '../../domain/auth/roles.ts'
import { CALENDAR_ERRORS } from '../../domain/calendar/errors.ts'
import {
  addsOnlyOwnHistory,
  CalendarEventSchema,
  EVENT_LIMITS,
  EVENT_STATUSES,
  LINK_KINDS,
  changesOnlyStatus,
  changesSignedInstallDay,
  decidesProposal,
  type CalendarEvent,
  type CalendarEventVersion,
} from '../../domain/calendar/event.ts'
import { HUBS, TEAM_IDS, hubOfTeam } from '../../domain/hubs/hubs.ts'
import {
  CHECKLIST_ITEMS,
  INSTALL_DAY_LIMITS,
  installDayPhotos,
  mergeInstallDays,
  type InstallDay,
} from '../../domain/quotes/install-day.ts'
import { defineCollection } from '../collection.ts'
import { lastWriteWins, type ConflictRule } from '../conflicts.ts'
import {
  historySchema,
  textSchema,
  timestampSchema,
  type CollectionJsonSchema,
  type JsonSchema,
} from '../json-schema.ts'
import { windowSchema } from './estimates.ts'

/*
 * The team calendar's events (decision 013): pushable, so a team lead books and moves
 * installations with no signal and the device syncs them later. Team roles and admins replicate every
 * event (a lead plans across teams, and double-bookings can only be seen with the whole team's day);
 * team leads and admins write them; a team member may only move an event's status along, and not
 * decide a proposal (the installation the server books when a quote is accepted: the lead confirms it).
 */

const id = { type: 'string', maxLength: EVENT_LIMITS.idLength, pattern: '^[A-Za-z0-9_-]{1,64}$' } as const

const versionProperties = {
  id,
  title: { type: 'string', minLength: 1, maxLength: EVENT_LIMITS.title },
  teamId: { type: 'string', enum: TEAM_IDS, maxLength: 32 },
  hubId: { type: 'string', enum: HUBS.map((hub) => hub.id), maxLength: 32 },
  start: timestampSchema,
  end: timestampSchema,
  status: { type: 'string', enum: EVENT_STATUSES },
  assigneeIds: { type: 'array', maxItems: EVENT_LIMITS.assignees, items: id },
  link: {
    type: ['object', 'null'],
    properties: {
      kind: { type: 'string', enum: LINK_KINDS },
      id: textSchema(64),
      title: textSchema(EVENT_LIMITS.linkTitle),
    },
    required: ['kind', 'id', 'title'],
    additionalProperties: false,
  },
  address: textSchema(EVENT_LIMITS.address),
  notes: textSchema(EVENT_LIMITS.notes),
  createdBy: id,
  createdAt: timestampSchema,
  editedAt: timestampSchema,
  updatedAt: timestampSchema,
  confirmed: { type: 'boolean' },
} as const satisfies CollectionJsonSchema<CalendarEventVersion>['properties']

const versionRequired = Object.keys(versionProperties) as (keyof typeof versionProperties)[]

const photoIdSchema = { type: 'string', maxLength: 64, pattern: '^[0-9a-f]{64}$' } as const
const photoIdsSchema = {
  type: 'array',
  maxItems: INSTALL_DAY_LIMITS.photos,
  uniqueItems: true,
  items: photoIdSchema,
} as const
const filmFeetSchema = {
  type: 'array',
  maxItems: INSTALL_DAY_LIMITS.film,
  items: {
    type: 'object',
    properties: {
      sku: textSchema(40),
      feet: { type: 'number', minimum: 0, maximum: INSTALL_DAY_LIMITS.feet },
    },
    required: ['sku', 'feet'],
    additionalProperties: false,
  },
} as const
const signatureProperties = {
  name: textSchema(INSTALL_DAY_LIMITS.name),
  signatureId: photoIdSchema,
  signedAt: timestampSchema,
  hash: { type: 'string', maxLength: 64, pattern: '^[0-9a-f]{64}$' },
} as const
const signatureRequired = Object.keys(signatureProperties)

const installDaySchema = {
  type: ['object', 'null'],
  properties: {
    quoteHash: signatureProperties.hash,
    windows: { type: 'array', maxItems: INSTALL_DAY_LIMITS.windows, items: windowSchema },
    film: filmFeetSchema,
    beforePhotoIds: photoIdsSchema,
    afterPhotoIds: photoIdsSchema,
    checklist: {
      type: 'array',
      maxItems: CHECKLIST_ITEMS.length,
      items: { type: 'string', enum: CHECKLIST_ITEMS },
    },
    cuts: filmFeetSchema,
    crewHours: { type: ['number', 'null'], minimum: 0, maximum: INSTALL_DAY_LIMITS.crewHours },
    changeOrders: {
      type: 'array',
      maxItems: INSTALL_DAY_LIMITS.changeOrders,
      items: {
        type: 'object',
        properties: {
          id,
          description: textSchema(INSTALL_DAY_LIMITS.description),
          amountCents: {
            type: 'integer',
            minimum: -INSTALL_DAY_LIMITS.changeOrderCents,
            maximum: INSTALL_DAY_LIMITS.changeOrderCents,
          },
          ...signatureProperties,
        },
        required: ['id', 'description', 'amountCents', ...signatureRequired],
        additionalProperties: false,
      },
    },
    signoff: {
      type: ['object', 'null'],
      properties: signatureProperties,
      required: signatureRequired,
      additionalProperties: false,
    },
  } satisfies Record<keyof InstallDay, JsonSchema>,
  required: [
    'quoteHash',
    'windows',
    'film',
    'beforePhotoIds',
    'afterPhotoIds',
    'checklist',
    'cuts',
    'crewHours',
    'changeOrders',
    'signoff',
  ] satisfies (keyof InstallDay)[],
  additionalProperties: false,
} as const satisfies JsonSchema

const EVENTS_JSON_SCHEMA = {
  title: 'events',
  description: 'An installation event of the team calendar: one team booked from start to end.',
  // 1: the `proposed` status and links to quotes (an accepted quote's installation); 2: its install day.
  version: 2,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...versionProperties,
    installDay: installDaySchema,
    history: historySchema(versionProperties, { by: id, maxItems: EVENT_LIMITS.history }),
  },
  required: [...versionRequired, 'installDay', 'history'],
  // The replication reads by write time; the views by start, of everyone or of one team.
  indexes: ['updatedAt', 'start', ['teamId', 'start']],
  additionalProperties: false,
} as const satisfies CollectionJsonSchema<CalendarEvent>

/** Who may change `next` where the server holds `master` (null: a new event). Deny by default. */
function canWriteEvent(user: SessionUser, next: CalendarEvent, master: CalendarEvent | null): boolean {
  if (can(user, 'override', 'event')) return true
  if (master && changesSignedInstallDay(next, master)) return false
  if (!addsOnlyOwnHistory(user.id, next, master)) return false
  if (can(user, 'plan', 'event'))
    // The author of a new event is whoever pushes it, and stays its author.
    return master === null ? next.createdBy === user.id : next.createdBy === master.createdBy
  if (can(user, 'updateStatus', 'event'))
    return (
      master !== null &&
      changesOnlyStatus(next, master) &&
      (!decidesProposal(next, master) || can(user, 'confirm', 'event'))
    )
  return false
}

/**
 * A booking is one decision (who, where, when): the later edit wins it whole and the other is kept in
 * history. The install day is merged instead (mergeInstallDays): the lead's phone and the crew's may
 * both have recorded part of it without signal.
 */
const resolveEvents: ConflictRule<CalendarEvent> = (base, local, remote, context) => {
  const split = ({ installDay, ...booking }: CalendarEvent) => ({ installDay, booking })
  const mine = split(local)
  const theirs = split(remote)
  const booking = lastWriteWins(base && split(base).booking, mine.booking, theirs.booking, context)
  const localLater = Date.parse(local.editedAt) > Date.parse(remote.editedAt)
  const [later, earlier] = localLater
    ? [mine.installDay, theirs.installDay]
    : [theirs.installDay, mine.installDay]
  const installDay = later && earlier ? mergeInstallDays(later, earlier) : (later ?? earlier)
  return { ...booking, installDay }
}

export const eventsCollection = defineCollection({
  name: 'events',
  schema: CalendarEventSchema,
  errors: CALENDAR_ERRORS,
  jsonSchema: EVENTS_JSON_SCHEMA,
  access: {
    readScope: (user) => (canAccess(user, 'team') ? { kind: 'all' } : { kind: 'none' }),
    canWrite: canWriteEvent,
  },
  // The hub follows the team, and only the team's own people stay assigned (a device's list of the
  // team may be old); the first write's creation time stays; the server has now seen it.
  derive: (doc, master, { teamOf }) => ({
    ...doc,
    installDay: keepServerPlan(doc.installDay, master?.installDay ?? null),
    hubId: hubOfTeam(doc.teamId)!.id,
    assigneeIds: doc.assigneeIds.filter((userId) => teamOf(userId) === doc.teamId),
    createdAt: master?.createdAt ?? doc.createdAt,
    confirmed: true,
  }),
  table: {
    name: 'events',
    columns: { teamId: 'team_id', hubId: 'hub_id', start: 'starts_at', end: 'ends_at', status: 'status' },
  },
  conflict: resolveEvents,
  attachments: {
    references: (event) => installDayPhotos(event.installDay),
    // The crew's photos and the customer's signatures; reading them is what the events' scope guards.
    canUpload: (user) => canAccess(user, 'team'),
  },
  // Version 1 only widened two enums; version 2 adds the install day, which no event had before.
  migrations: { 1: (old) => old, 2: (old) => ({ ...old, installDay: null }) },
})

/**
 * The plan of an install day is the server's (the accepted option's windows and film, the quote's
 * hash): a device's copy of it is replaced by the stored one, and a device cannot start an install day
 * on an event the server did not book one for.
 */
function keepServerPlan(day: InstallDay | null, stored: InstallDay | null): InstallDay | null {
  if (!day || !stored) return stored
  return { ...day, quoteHash: stored.quoteHash, windows: stored.windows, film: stored.film }
}
