import type { EstimateRequestBody } from '../estimate-requests/request.ts'

/*
 * Valid estimate requests for tests (unit, integration and end to end): pass only what the test is
 * about, everything else gets a plausible value.
 */

/** The smallest bytes a JPEG signature check accepts (SOI, APP0, EOI), as base64. */
export const TINY_JPEG_BASE64 = '/9j/4AAQSkZJRgABAf/Z'

export function makeEstimateRequest(overrides: Partial<EstimateRequestBody> = {}): EstimateRequestBody {
  return {
    id: '0b7e6f3c-52d4-4a8e-9d1f-3c2b1a0f9e8d',
    name: 'Pat Smith',
    email: 'pat@example.com',
    phone: '(404) 555-0100',
    street: '12 Peachtree St',
    city: 'Atlanta',
    state: 'GA',
    zip: '30303',
    propertyType: 'home',
    filmInterest: 'solar',
    windowCount: 12,
    largestWindow: 'large',
    contactTime: 'morning',
    message: 'West-facing living room gets very hot in the afternoon.',
    photos: [],
    ...overrides,
  }
}
