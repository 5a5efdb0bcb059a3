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
  decidesProposal,
  type CalendarEvent,
  type CalendarEventVersion,
} from '../../domain/calendar/event.ts'
import { HUBS, TEAM_IDS, hubOfTeam } from '../../domain/hubs/hubs.ts'
import { defineCollection } from '../collection.ts'
import { lastWriteWins } from '../conflicts.ts'
import { historySchema, textSchema, timestampSchema, type CollectionJsonSchema } from '../json-schema.ts'

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

const EVENTS_JSON_SCHEMA = {
  title: 'events',
  description: 'An installation event of the team calendar: one team booked from start to end.',
  // 1: the `proposed` status and links to quotes (an accepted quote's installation).
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...versionProperties,
    history: historySchema(versionProperties, { by: id, maxItems: EVENT_LIMITS.history }),
  },
  required: [...versionRequired, 'history'],
  // The replication reads by write time; the views by start, of everyone or of one team.
  indexes: ['updatedAt', 'start', ['teamId', 'start']],
  additionalProperties: false,
} as const satisfies CollectionJsonSchema<CalendarEvent>

/** Who may change `next` where the server holds `master` (null: a new event). Deny by default. */
function canWriteEvent(user: SessionUser, next: CalendarEvent, master: CalendarEvent | null): boolean {
  if (can(user, 'override', 'event')) return true
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
    hubId: hubOfTeam(doc.teamId)!.id,
    assigneeIds: doc.assigneeIds.filter((userId) => teamOf(userId) === doc.teamId),
    createdAt: master?.createdAt ?? doc.createdAt,
    confirmed: true,
  }),
  table: {
    name: 'events',
    columns: { teamId: 'team_id', hubId: 'hub_id', start: 'starts_at', end: 'ends_at', status: 'status' },
  },
  // A booking is one decision (who, where, when): the later edit wins it whole.
  conflict: lastWriteWins,
  // Version 1 only widened two enums: every stored event is still valid.
  migrations: { 1: (old) => old },
})
