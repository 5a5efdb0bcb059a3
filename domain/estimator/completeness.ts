import type { Estimate } from '../estimates/estimate.ts'

/*
 * What an estimate needs before it is marked ready to quote: someone to quote, a place to go, and
 * windows a crew can find on site. Sizes, quantities and films are valid by construction.
 */

export type MissingItem =
  | { code: 'customer' }
  | { code: 'address' }
  | { code: 'windows' }
  | { code: 'windowLabel'; windowId: string; number: number }

export function missingForReady(estimate: Pick<Estimate, 'customer' | 'address' | 'windows'>): MissingItem[] {
  const missing: MissingItem[] = []
  if (estimate.customer.trim() === '') missing.push({ code: 'customer' })
  if (estimate.address.trim() === '') missing.push({ code: 'address' })
  if (estimate.windows.length === 0) missing.push({ code: 'windows' })
  estimate.windows.forEach((window, index) => {
    if (window.label.trim() === '')
      missing.push({ code: 'windowLabel', windowId: window.id, number: index + 1 })
  })
  return missing
}
