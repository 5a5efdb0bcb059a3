import type { BidInputBody } from '../marketplace/bid.ts'
import type { JobInputBody } from '../marketplace/job.ts'

/*
 * Valid marketplace requests for tests (unit, integration and end to end): pass only what the test is
 * about. Ids are fresh uuids, so every call is a new request.
 */

export function makeJobBody(overrides: Partial<JobInputBody> = {}): JobInputBody {
  return {
    id: crypto.randomUUID(),
    title: 'Sunroom glare and heat',
    description: 'Six south-facing sunroom windows; the afternoon sun makes the room unusable in summer.',
    street: '12 Peachtree St NE',
    city: 'Atlanta',
    state: 'GA',
    zip: '30303',
    phone: '(404) 555-0142',
    filmType: 'solar',
    timeline: 'twoWeeks',
    budget: 'from1000',
    photos: [],
    estimateId: null,
    ...overrides,
  }
}

export function makeBidBody(overrides: Partial<BidInputBody> = {}): BidInputBody {
  return {
    id: crypto.randomUUID(),
    priceCents: 145000,
    startDate: '2025-06-10',
    message: 'Ceramic solar film on all six panes, two technicians, one day.',
    validDays: 14,
    ...overrides,
  }
}
