import type { EstimateRequestInput, RequestStatus } from '../../domain/estimate-requests/request.ts'
import {
  insertEstimateRequest,
  setEstimateRequestStatus,
} from '../features/estimate-requests/estimate-requests.repo.ts'
import type { Db } from './client.ts'

/*
 * Demo homeowner requests: what Get Estimate brought in over the last days, a few still to
 * call, so the team dashboards, /admin/requests and the calendar's links show real work on a first
 * start. Fixed ids: seeded once, and a request the team has moved on keeps its status.
 */

type DemoRequest = Omit<EstimateRequestInput, 'photos'> & { hoursAgo: number; status: RequestStatus }

const REQUESTS: DemoRequest[] = [
  {
    id: '00000000-0000-4000-9000-000000000001',
    name: 'Marisol Greene',
    email: 'marisol.greene@example.com',
    phone: '(404) 555-0187',
    street: '1180 Piedmont Ave NE',
    city: 'Atlanta',
    state: 'GA',
    zip: '30309',
    propertyType: 'home',
    filmInterest: 'solar',
    windowCount: 9,
    largestWindow: 'large',
    contactTime: 'morning',
    message: 'West-facing living room gets very hot after 3 pm; the floors are fading.',
    hoursAgo: 5,
    status: 'new',
  },
  {
    id: '00000000-0000-4000-9000-000000000002',
    name: 'Okafor Dental Studio',
    email: '',
    phone: '(904) 555-0123',
    street: '220 Riverside Ave',
    city: 'Jacksonville',
    state: 'FL',
    zip: '32202',
    propertyType: 'business',
    filmInterest: 'privacy',
    windowCount: 6,
    largestWindow: 'wall',
    contactTime: 'afternoon',
    message: 'Frosted film on the street-side windows of the treatment rooms.',
    hoursAgo: 26,
    status: 'new',
  },
  {
    id: '00000000-0000-4000-9000-000000000003',
    name: 'Tom and Rita Haywood',
    email: 'haywoods@example.com',
    phone: '',
    street: '47 Cedar Ridge Rd',
    city: 'Asheville',
    state: 'NC',
    zip: '28803',
    propertyType: 'home',
    filmInterest: 'security',
    windowCount: 4,
    largestWindow: 'standard',
    contactTime: 'evening',
    message: 'Ground-floor windows and the glass back door.',
    hoursAgo: 50,
    status: 'contacted',
  },
  {
    id: '00000000-0000-4000-9000-000000000004',
    name: 'Lena Park',
    email: 'lena.park@example.com',
    phone: '(770) 555-0161',
    street: '3105 Lenox Rd',
    city: 'Marietta',
    state: 'GA',
    zip: '30060',
    propertyType: 'home',
    filmInterest: 'notSure',
    windowCount: 12,
    largestWindow: 'notSure',
    contactTime: 'anytime',
    message: '',
    hoursAgo: 96,
    status: 'quoted',
  },
]

export function seedDemoRequests(db: Db, now: Date): number {
  const teamLead = db.prepare(`SELECT id FROM users WHERE username = 'teamlead'`).pluck().get() as
    string | undefined
  let added = 0
  db.transaction(() => {
    for (const { hoursAgo, status, ...request } of REQUESTS) {
      const at = new Date(now.getTime() - hoursAgo * 3_600_000).toISOString()
      if (!insertEstimateRequest(db, request, [], at)) continue
      added++
      if (status !== 'new' && teamLead) setEstimateRequestStatus(db, request.id, status, teamLead, at)
    }
  })()
  return added
}
