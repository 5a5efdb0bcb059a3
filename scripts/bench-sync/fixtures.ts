import { makeEstimate, makeWindow } from '../../domain/testing/estimate-factory.ts'
import type { Estimate } from '../../domain/estimates/estimate.ts'

/** The load phase's accounts: `bench-load-0` … `bench-load-<n-1>`, all with the demo password. */
export const loadUsername = (n: number) => `bench-load-${n}`

/** A plausible estimate of a few kB: three windows, some measured in feet. */
export function benchEstimate(id: string, ownerId: string, n: number): Estimate {
  const now = new Date().toISOString()
  return makeEstimate({
    id,
    ownerId,
    name: `Estimate ${n}`,
    customer: `Customer ${n}`,
    address: `${n} Peachtree St, Atlanta, GA`,
    createdAt: now,
    editedAt: now,
    updatedAt: now,
    windows: [
      makeWindow({ id: 'w1', label: 'Living room', width: 30 + (n % 40), quantity: 2 }),
      makeWindow({ id: 'w2', label: 'Kitchen', width: 24, height: 36, filmType: 'energySaving' }),
      makeWindow({ id: 'w3', label: 'Garage', width: 8, height: 3, unit: 'feet', filmType: 'security' }),
    ],
  })
}
