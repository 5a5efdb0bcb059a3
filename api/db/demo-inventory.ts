import type { HubId } from '../../domain/hubs/hubs.ts'
import {
  countRoll,
  cutRoll,
  receiveRoll,
  setThreshold,
  type Actor,
} from '../features/inventory/inventory.service.ts'
import type { Db } from './client.ts'

/*
 * Demo inventory: film rolls at the three hubs, received over the last weeks, some opened by
 * cuts, a few counted, and a few products under their threshold so the low-stock alerts show. Ids are
 * fixed, so running it again on every start records nothing twice.
 */

interface DemoRoll {
  hubId: HubId
  sku: string
  lot: string
  /** Cuts taken off it, feet, oldest first. */
  cuts?: number[]
  /** A cycle count after the cuts, feet. */
  counted?: number
}

const ROLLS: DemoRoll[] = [
  { hubId: 'atlanta', sku: 'SEC-4C-60', lot: 'L24-0911', cuts: [12, 8.5] },
  { hubId: 'atlanta', sku: 'SEC-4C-60', lot: 'L24-0911' },
  { hubId: 'atlanta', sku: 'SEC-8C-60', lot: 'L24-1002', cuts: [25, 30, 18], counted: 26.5 },
  { hubId: 'atlanta', sku: 'SEC-8C-60', lot: 'L24-1017', cuts: [40, 22] },
  { hubId: 'atlanta', sku: 'SEC-8C-72', lot: 'L24-1017' },
  { hubId: 'atlanta', sku: 'SEC-14C-60', lot: 'L24-0820', cuts: [16] },
  { hubId: 'atlanta', sku: 'BAL-21-48', lot: 'B24-0705', cuts: [10, 10, 6] },
  { hubId: 'atlanta', sku: 'BAL-21-48', lot: 'B24-0930' },
  { hubId: 'atlanta', sku: 'SOL-CR20-60', lot: 'S24-1101', cuts: [14.5] },
  { hubId: 'atlanta', sku: 'SOL-CR40-60', lot: 'S24-1003' },
  { hubId: 'atlanta', sku: 'SOL-CR40-60', lot: 'S24-1003', cuts: [33, 20] },
  { hubId: 'atlanta', sku: 'SOL-CR70-36', lot: 'S24-0612', cuts: [30, 28, 20], counted: 21 },
  { hubId: 'atlanta', sku: 'SOL-DR35-48', lot: 'S24-0918', cuts: [9] },
  { hubId: 'atlanta', sku: 'DEC-FW-48', lot: 'D24-0801', cuts: [11, 7.5] },
  { hubId: 'atlanta', sku: 'DEC-DC-60', lot: 'D24-0915' },
  { hubId: 'florida', sku: 'SOL-CR20-60', lot: 'S24-0822', cuts: [18, 12] },
  { hubId: 'florida', sku: 'SOL-CR20-60', lot: 'S24-1101' },
  { hubId: 'florida', sku: 'SOL-DR15-60', lot: 'S24-0725', cuts: [20, 15, 10] },
  { hubId: 'florida', sku: 'SEC-8C-60', lot: 'L24-0810', cuts: [30, 20, 15], counted: 34.5 },
  { hubId: 'florida', sku: 'BAL-21-60', lot: 'B24-0905' },
  { hubId: 'carolinas', sku: 'SEC-4C-48', lot: 'L24-0902', cuts: [12] },
  { hubId: 'carolinas', sku: 'SEC-4C-48', lot: 'L24-1020' },
  { hubId: 'carolinas', sku: 'SOL-CR40-48', lot: 'S24-0911', cuts: [22, 18] },
  { hubId: 'carolinas', sku: 'DEC-FW-48', lot: 'D24-0610', cuts: [25, 25, 30, 20], counted: 0 },
  { hubId: 'carolinas', sku: 'DEC-GR-36', lot: 'D24-0828', cuts: [8] },
]

/** A hub's threshold set above what it keeps: the Atlanta lead wants two full rolls of Shield Clear 8. */
const THRESHOLDS: { hubId: HubId; sku: string; thresholdFt: number }[] = [
  { hubId: 'atlanta', sku: 'SEC-8C-60', thresholdFt: 250 },
  { hubId: 'florida', sku: 'SOL-CR20-60', thresholdFt: 150 },
]

const DAY = 24 * 60 * 60 * 1000
/** A fixed, valid v4-shaped uuid per demo entry. */
const demoId = (roll: number, entry: number) =>
  `00000000-0000-4000-8000-${(roll * 100 + entry).toString(16).padStart(12, '0')}`

export function seedDemoInventory(db: Db, now: Date): number {
  const userOf = (username: string): Actor => ({
    id:
      (db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username) as string | undefined) ??
      null,
    name: username,
  })
  const lead = userOf('teamlead')
  const member = userOf('teammember')
  const productId = (sku: string) => `prod_${sku}`
  let at = now.getTime() - 42 * DAY
  const depsAt = () => {
    at += 0.4 * DAY
    const moment = new Date(Math.min(at, now.getTime() - 60_000))
    return { db, clock: () => moment }
  }
  db.transaction(() => {
    ROLLS.forEach((roll, i) => {
      // Rolls the opening stock (seed.ts) already counts: the shop's figures stay as seeded.
      receiveRoll(
        depsAt(),
        lead,
        {
          id: demoId(i, 0),
          hubId: roll.hubId,
          productId: productId(roll.sku),
          lot: roll.lot,
          lengthFt: 100,
          reason: 'Delivery from the film maker',
        },
        { sellable: false },
      )
    })
    ROLLS.forEach((roll, i) => {
      const rollId = demoId(i, 0)
      roll.cuts?.forEach((lengthFt, k) =>
        cutRoll(depsAt(), member, rollId, {
          id: demoId(i, k + 1),
          lengthFt,
          reason: 'Cut for an installation',
        }),
      )
      if (roll.counted !== undefined)
        countRoll(depsAt(), lead, rollId, {
          id: demoId(i, 50),
          countedFt: roll.counted,
          reason: 'Cycle count',
        })
    })
    for (const threshold of THRESHOLDS)
      setThreshold(depsAt(), lead, {
        hubId: threshold.hubId,
        productId: productId(threshold.sku),
        thresholdFt: threshold.thresholdFt,
      })
  })()
  return ROLLS.length
}
