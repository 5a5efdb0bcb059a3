import { withDerived } from '../estimator/compute.ts'
import {
  emptyEstimate,
  NEW_WINDOW_DEFAULTS,
  type Estimate,
  type EstimateWindow,
} from '../estimates/estimate.ts'

/*
 * Valid estimates and windows for tests (unit, integration and end to end): pass only what the
 * test is about, everything else gets a plausible value.
 */

export function makeWindow(overrides: Partial<EstimateWindow> = {}): EstimateWindow {
  return { ...NEW_WINDOW_DEFAULTS, id: 'w1', label: 'Living room', ...overrides }
}

export function makeEstimate(overrides: Partial<Estimate> = {}): Estimate {
  return withDerived({
    ...emptyEstimate('est-1', 'owner-1', 'Smith residence', new Date('2025-06-02T09:00:00.000Z')),
    customer: 'Pat Smith',
    address: '12 Peachtree St, Atlanta, GA',
    windows: [makeWindow()],
    ...overrides,
  })
}
