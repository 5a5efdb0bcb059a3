import {
  EstimateRequestSchema,
  type EstimateRequestInput,
  type RequestStatus,
} from '../../domain/estimate-requests/request.ts'
import {
  changeStatus,
  submitEstimateRequest,
} from '../features/estimate-requests/estimate-requests.service.ts'
import type { Db } from './client.ts'
import { DEMO_ORIGIN, demoDeps, demoUser } from './demo-deps.ts'

/*
 * Demo homeowner requests: what Get Estimate brought in over the last days, a few still to
 * call, so the team dashboards, /admin/requests and the calendar's links show real work on a first
 * start. Submitted and moved on by the team lead through the feature's service. Fixed ids: seeded
 * once, and a request the team has moved on keeps its status.
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
  const teamLead = demoUser(db, 'teamlead')
  // No team address: the team is not told of requests that are only a demo.
  const deps = { ...demoDeps(db, now), env: {} }
  let added = 0
  db.transaction(() => {
    for (const { hoursAgo, status, ...request } of REQUESTS) {
      deps.setTime(now.getTime() - hoursAgo * 3_600_000)
      const input = EstimateRequestSchema.parse({ ...request, photos: [] })
      if (!submitEstimateRequest(deps, input, { origin: DEMO_ORIGIN, language: 'en' }).created) continue
      added++
      if (status !== 'new' && teamLead) changeStatus(deps, request.id, status, teamLead)
    }
  })()
  return added
}
