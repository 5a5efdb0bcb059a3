import type { CalendarEvent, EventDraft, EventStatus } from '../../domain/calendar/event.ts'
import { newEvent } from '../../domain/calendar/event.ts'
import type { TeamId } from '../../domain/hubs/hubs.ts'
import { eventsCollection } from '../../sync/collections/events.ts'
import { findCalendarLinks } from '../features/calendar/calendar.repo.ts'
import { createSyncService } from '../features/sync/sync.service.ts'
import type { Db } from './client.ts'
import { demoDeps, demoUser } from './demo-deps.ts'

/*
 * The demo calendar: installations this week and next across the three hubs, some linked to
 * the demo marketplace jobs and a homeowner request, and one double-booking of atlanta-1 tomorrow (today on a Sunday: it stays in this week) so
 * the conflict warning shows on a first start. The team lead's device pushes them through the sync
 * service, as the calendar page does (the calendar has no service of its own). Fixed ids: seeded once.
 */

/** Eastern time in November is UTC−5: the demo's hours read as a working day in Atlanta. */
const EASTERN_OFFSET_HOURS = 5

interface DemoEvent {
  /** Days after this week's Monday; null: tomorrow, or today on a Sunday (the double-booking). */
  day: number | null
  from: number
  to: number
  teamId: TeamId
  title: string
  address: string
  link?: 'job0' | 'job1' | 'request0'
}

const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    day: 0,
    from: 9,
    to: 13,
    teamId: 'atlanta-1',
    title: 'Sunroom solar film',
    address: '77 Magnolia Ave, Atlanta',
    link: 'job0',
  },
  {
    day: 0,
    from: 10,
    to: 15,
    teamId: 'atlanta-2',
    title: 'Office lobby security film',
    address: '200 Peachtree St, Atlanta',
  },
  {
    day: 1,
    from: 8,
    to: 12,
    teamId: 'florida-1',
    title: 'Condo balcony doors',
    address: '15 Bayshore Blvd, Tampa',
  },
  {
    day: 2,
    from: 9,
    to: 16,
    teamId: 'carolinas-3',
    title: 'Clinic privacy film',
    address: '410 Tryon St, Charlotte',
  },
  {
    day: 3,
    from: 9,
    to: 12,
    teamId: 'atlanta-3',
    title: 'Home estimate visit',
    address: 'Marietta, GA',
    link: 'request0',
  },
  {
    day: 4,
    from: 12,
    to: 17,
    teamId: 'florida-2',
    title: 'Restaurant storefront',
    address: '88 Ocean Dr, Miami',
  },
  {
    day: null,
    from: 9,
    to: 13,
    teamId: 'atlanta-1',
    title: 'Storefront solar film',
    address: 'Buckhead, Atlanta',
    link: 'job1',
  },
  {
    day: null,
    from: 11,
    to: 15,
    teamId: 'atlanta-1',
    title: 'Warranty re-film, bay window',
    address: '418 Sycamore St, Decatur',
  },
  {
    day: 7,
    from: 9,
    to: 15,
    teamId: 'atlanta-1',
    title: 'School safety film, phase 1',
    address: 'Roswell, GA',
  },
  { day: 8, from: 9, to: 12, teamId: 'atlanta-2', title: 'Kitchen skylight', address: 'Sandy Springs, GA' },
  {
    day: 9,
    from: 10,
    to: 14,
    teamId: 'carolinas-1',
    title: 'Bank branch security film',
    address: 'Raleigh, NC',
  },
  {
    day: 10,
    from: 9,
    to: 17,
    teamId: 'florida-3',
    title: 'Hotel lobby decorative film',
    address: 'Orlando, FL',
  },
  { day: 11, from: 13, to: 16, teamId: 'atlanta-1', title: 'Sunroom touch-up', address: 'Decatur, GA' },
]

const idOf = (index: number) => `demo-event-${String(index + 1).padStart(2, '0')}`

function statusAt(start: Date, end: Date, now: Date): EventStatus {
  if (end <= now) return 'completed'
  return start <= now ? 'inProgress' : 'scheduled'
}

export async function seedDemoCalendar(db: Db, now = new Date()): Promise<number> {
  if (db.prepare('SELECT 1 FROM events WHERE id = ?').get(idOf(0))) return 0
  const lead = demoUser(db, 'teamlead')
  const member = db.prepare(`SELECT id FROM users WHERE username = 'teammember'`).pluck().get() as
    string | undefined
  if (!lead) return 0
  const { links } = findCalendarLinks(db)
  const jobs = links.filter((link) => link.kind === 'job')
  const requests = links.filter((link) => link.kind === 'request')
  const linkOf = (key: DemoEvent['link']) => {
    const link =
      key === 'job0' ? jobs[0] : key === 'job1' ? jobs[1] : key === 'request0' ? requests[0] : undefined
    return link ? { kind: link.kind, id: link.id, title: link.title } : null
  }
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * 86_400_000
  const tomorrow = today + 86_400_000
  // The double-booking shows in this week's view: tomorrow, unless tomorrow starts the next week.
  const clashDay = tomorrow < monday + 7 * 86_400_000 ? tomorrow : today
  const at = (dayStart: number, hour: number) =>
    new Date(dayStart + (hour + EASTERN_OFFSET_HOURS) * 3_600_000)

  const docs: CalendarEvent[] = DEMO_EVENTS.map((demo, index) => {
    const dayStart = demo.day === null ? clashDay : monday + demo.day * 86_400_000
    const start = at(dayStart, demo.from)
    const end = at(dayStart, demo.to)
    const draft: EventDraft = {
      title: demo.title,
      teamId: demo.teamId,
      start: start.toISOString(),
      end: end.toISOString(),
      status: statusAt(start, end, now),
      assigneeIds: demo.teamId === 'atlanta-1' && member ? [member] : [],
      link: linkOf(demo.link),
      address: demo.address,
      notes: '',
    }
    return newEvent(idOf(index), lead.id, draft, now)
  })
  const sync = createSyncService(demoDeps(db, now))
  const rows = docs.map((doc) => ({ assumedMasterState: null, newDocumentState: doc }))
  const { conflicts } = await sync.push(eventsCollection, lead, rows, 'http://localhost')
  return docs.length - conflicts.length
}
