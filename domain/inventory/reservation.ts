import { HUBS, type HubId } from '../hubs/hubs.ts'
import { roundFt } from './roll.ts'
import { compareCodes } from '../compare.ts'

/*
 * Film held for accepted jobs (decision 024). A reservation leaves a roll's length as it is (nothing
 * is cut yet) and lowers what is available for other work. A job's film is reserved at its hub, on
 * the rolls of the roll product its plan chose with the most available first, split over several
 * when one does not hold enough; what the hub cannot hold is a shortage, with the hub that could send
 * a roll over (a transfer) or, when none can, an order from the supplier.
 */

export interface HoldingRoll {
  id: string
  remainingFt: number
  reservedFt: number
}

/** What other work may still take of a roll: its length less what is held, never below 0. */
export const availableOf = (roll: Pick<HoldingRoll, 'remainingFt' | 'reservedFt'>): number =>
  Math.max(0, roundFt(roll.remainingFt - roll.reservedFt))

export interface ReservationTake {
  rollId: string
  feet: number
}

/**
 * How `feet` are held on `rolls`: from the roll with the most available down (a fresh roll before an
 * opened one, so the job is cut from as few rolls as may be), each giving what it has until the job
 * is covered; `shortFt` is what they could not hold.
 */
export function planReservation(
  rolls: readonly HoldingRoll[],
  feet: number,
): { takes: ReservationTake[]; shortFt: number } {
  const takes: ReservationTake[] = []
  let left = roundFt(feet)
  const byAvailable = [...rolls].sort((a, b) => availableOf(b) - availableOf(a) || compareCodes(a.id, b.id))
  for (const roll of byAvailable) {
    if (left <= 0) break
    const take = Math.min(availableOf(roll), left)
    if (take <= 0) break
    takes.push({ rollId: roll.id, feet: take })
    left = roundFt(left - take)
  }
  return { takes, shortFt: Math.max(0, left) }
}

/** Film a hub could not hold for a job, and where it could come from. */
export interface Shortage {
  /** The roll product: 'SOL-CR40-60'. */
  sku: string
  hubId: HubId
  shortFt: number
  /** The nearest other hub with enough available to send a roll over; null: order it from the supplier. */
  transferFrom: { hubId: HubId; availableFt: number } | null
}

/**
 * The shortage of `shortFt` of `sku` at `hubId`, with the first hub of `hubOrder` (nearest the job
 * first) other than it whose available film of the product covers it.
 */
export function shortageOf(
  { sku, hubId, shortFt }: Omit<Shortage, 'transferFrom'>,
  availableByHub: ReadonlyMap<HubId, number>,
  hubOrder: readonly HubId[],
): Shortage {
  const from = hubOrder.find((other) => other !== hubId && (availableByHub.get(other) ?? 0) >= shortFt)
  return {
    sku,
    hubId,
    shortFt,
    transferFrom: from ? { hubId: from, availableFt: availableByHub.get(from)! } : null,
  }
}

/**
 * The shortage as the team reads it in the installation's notes: "Short 42 ft of SOL-CR40-60 at
 * Florida: Atlanta has 180 ft available (transfer)", or "…: order from the supplier".
 */
export function shortageText(shortage: Shortage, hubName: (hubId: HubId) => string): string {
  const short = `Short ${shortage.shortFt} ft of ${shortage.sku} at ${hubName(shortage.hubId)}`
  return shortage.transferFrom
    ? `${short}: ${hubName(shortage.transferFrom.hubId)} has ${shortage.transferFrom.availableFt} ft available (transfer)`
    : `${short}: order from the supplier`
}

const SHORTAGE_LINE =
  /^Short (\d+(?:\.\d+)?) ft of (\S+) at (.+?): (?:(.+) has (\d+(?:\.\d+)?) ft available \(transfer\)|order from the supplier)$/

const hubNamed = (name: string) => HUBS.find((hub) => hub.name === name)?.id

/**
 * A shortage read back from its text (shortageText with the hubs' own names), so that the devices can
 * show it in the reader's language; null for any other line, or a hub no longer known by that name.
 */
export function readShortage(line: string): Shortage | null {
  const match = SHORTAGE_LINE.exec(line.trim())
  if (!match) return null
  const [, shortFt, sku, at, from, availableFt] = match
  const hubId = hubNamed(at!)
  const fromHubId = from === undefined ? null : hubNamed(from)
  if (!hubId || fromHubId === undefined) return null
  return {
    sku: sku!,
    hubId,
    shortFt: Number(shortFt),
    transferFrom: fromHubId === null ? null : { hubId: fromHubId, availableFt: Number(availableFt) },
  }
}
