import type { CalendarEvent } from '../../../domain/calendar/event.ts'
import type { CalendarLinks, LinkOption, TeamPerson } from '../../../domain/calendar/links.ts'
import type { Db } from '../../db/client.ts'

/*
 * The calendar's reads on the server. Events are written through the sync protocol
 * (sync/collections/events.ts), and by the server itself when an accepted quote's installation is
 * proposed (api/features/quotes/quotes.installation.ts); these read the same table by its copied columns.
 */

export interface EventQuery {
  /** Events ending after `from` and starting before `to` (ISO-8601 or a Date): what the range shows. */
  from: string | Date
  to: string | Date
  hubId?: string
  teamId?: string
}

const iso = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value).toISOString()

/**
 * The events (cancelled ones included: check `status`) that overlap [from, to), earliest first; the
 * team dashboards and the reports read them (reports count `status === 'completed'`).
 */
export function findEvents(db: Db, query: EventQuery): CalendarEvent[] {
  const where = ['deleted = 0', 'starts_at < @to', 'ends_at > @from']
  const params: Record<string, string> = { from: iso(query.from), to: iso(query.to) }
  if (query.hubId) {
    where.push('hub_id = @hubId')
    params.hubId = query.hubId
  }
  if (query.teamId) {
    where.push('team_id = @teamId')
    params.teamId = query.teamId
  }
  const docs = db
    .prepare(`SELECT doc FROM events WHERE ${where.join(' AND ')} ORDER BY starts_at, id`)
    .pluck()
    .all(params) as string[]
  return docs.map((doc) => JSON.parse(doc) as CalendarEvent)
}

/** The users an event may be assigned to: team leads and members whose account is open. */
const BOOKABLE = `user_type IN ('teamLead', 'teamMember') AND disabled_at IS NULL`

/** The team of a user an event may be assigned to; null for anyone else (sync derives assignees with it). */
export function teamOfPerson(db: Db, userId: string): string | null {
  const teamId = db.prepare(`SELECT team_id FROM users WHERE id = ? AND ${BOOKABLE}`).pluck().get(userId)
  return typeof teamId === 'string' ? teamId : null
}

/** Jobs and requests a team may still book, newest first: at most this many of each. */
const LINKS_MAX = 200

export function findCalendarLinks(db: Db): CalendarLinks {
  const jobs = db
    .prepare(
      `SELECT id, status, json_extract(doc, '$.title') AS title, json_extract(doc, '$.city') AS city,
              json_extract(doc, '$.state') AS state
       FROM jobs WHERE deleted = 0 AND status NOT IN ('completed', 'cancelled')
       ORDER BY json_extract(doc, '$.postedAt') DESC, id DESC LIMIT ?`,
    )
    .all(LINKS_MAX) as {
    id: string
    status: LinkOption['status']
    title: string
    city: string
    state: string
  }[]
  const requests = db
    .prepare(
      `SELECT id, status, name, city, state FROM estimate_requests WHERE status <> 'closed'
       ORDER BY created_at DESC, id DESC LIMIT ?`,
    )
    .all(LINKS_MAX) as {
    id: string
    status: LinkOption['status']
    name: string
    city: string
    state: string
  }[]
  const people = db
    .prepare(
      `SELECT id, username, team_id AS teamId, hub_id AS hubId FROM users WHERE ${BOOKABLE} ORDER BY username`,
    )
    .all() as TeamPerson[]
  return {
    links: [
      ...jobs.map((job) => ({
        kind: 'job' as const,
        id: job.id,
        status: job.status,
        title: `${job.title} (${job.city}, ${job.state})`,
      })),
      ...requests.map((request) => ({
        kind: 'request' as const,
        id: request.id,
        status: request.status,
        title: `${request.name} (${request.city}, ${request.state})`,
      })),
    ],
    people,
  }
}
