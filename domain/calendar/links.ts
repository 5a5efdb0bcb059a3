import type { JobStatus } from '../marketplace/job.ts'
import type { RequestStatus } from '../estimate-requests/request.ts'
import type { LinkKind } from './event.ts'

/*
 * What the calendar's form offers to link and assign (GET /api/calendar/links): the marketplace jobs
 * and homeowner requests still to be done, and the team users. The event copies the chosen link's
 * title, so it reads well offline even where the device holds neither jobs nor requests.
 */

export interface LinkOption {
  kind: LinkKind
  id: string
  /** The job's title, or the requester's name, with the place. */
  title: string
  status: JobStatus | RequestStatus
}

export interface TeamPerson {
  id: string
  username: string
  teamId: string | null
  hubId: string | null
}

export interface CalendarLinks {
  links: LinkOption[]
  people: TeamPerson[]
}
