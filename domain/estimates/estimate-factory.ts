import { withDerived } from '../estimator/compute.ts'
import { NEW_WINDOW_DEFAULTS, type Estimate, type EstimateWindow } from './estimate.ts'

/*
 * Valid estimates and windows for tests (unit, integration and end to end): pass only what the
 * test is about, everything else gets a plausible value.
 */

export function makeWindow(overrides: Partial<EstimateWindow> = {}): EstimateWindow {
  return { ...NEW_WINDOW_DEFAULTS, id: 'w1', label: 'Living room', ...overrides }
}

export function makeEstimate(overrides: Partial<Estimate> = {}): Estimate {
  return withDerived({
    id: 'est-1',
    ownerId: 'owner-1',
    name: 'Smith residence',
    customer: 'Pat Smith',
    address: '12 Peachtree St, Atlanta, GA',
    windows: [makeWindow()],
    notes: '',
    status: 'draft',
    totalWindows: 0,
    totalAreaSqFt: 0,
    totalPriceCents: 0,
    createdAt: '2025-06-02T09:00:00.000Z',
    editedAt: '2025-06-02T09:00:00.000Z',
    updatedAt: '2025-06-02T09:00:00.000Z',
    _deleted: false,
    history: [],
    ...overrides,
  })
}
