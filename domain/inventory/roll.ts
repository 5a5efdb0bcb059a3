import { z } from 'zod'
import { HUBS, type HubId } from '../hubs/hubs.ts'
import type { InventoryErrorCode } from './errors.ts'

/*
 * Film rolls in the hubs' warehouses (decision 012). A roll is a physical roll of one roll
 * product (domain/shop/products.ts: a film in a width) with a lot number; what is left on it is the
 * sum of its ledger entries, never a figure someone overwrote, and what is held of it for accepted
 * jobs the sum of its reservations (decision 024). Entries are made by the server
 * (api/features/inventory) from the inputs below; the roll document (with its latest entries)
 * replicates read-only to team devices so the warehouse sees stock without signal.
 */

const code = (value: InventoryErrorCode) => ({ message: value })

export const HUB_IDS = HUBS.map((hub) => hub.id) as [HubId, ...HubId[]]

export const INVENTORY_LIMITS = {
  lot: 40,
  reason: 200,
  /** The longest roll the warehouse handles, and so the longest entry, in feet. */
  maxLengthFt: 500,
  maxThresholdFt: 5000,
  /** Entries a roll document carries for its history on the device (the ledger table keeps all). */
  entriesPerDocument: 60,
  /** Reservations a roll document lists, newest first (far more than a roll's film could hold). */
  reservationsPerDocument: 60,
} as const

/** What a hub should keep of a product before it shows as low, when nobody set a threshold: one roll. */
export const DEFAULT_THRESHOLD_FT = 100

/**
 * How an entry changed a roll: received into stock, cut off for an order or a job, counted in the
 * warehouse (an explicit adjustment to what was counted), adjusted by hand (damage, a mis-receipt),
 * or moved to another hub (length unchanged).
 */
export const ENTRY_KINDS = ['receive', 'cut', 'count', 'adjust', 'transfer'] as const
export type EntryKind = (typeof ENTRY_KINDS)[number]

/**
 * How an entry holds film for a job without cutting it: reserved for an accepted quote's
 * installation (the length stays, what is available for other work drops), or released again.
 * Like every entry they are kept in the ledger for good; a roll's document shows what they hold now
 * (`reservations`), its `entries` the history of its length.
 */
export type HoldKind = 'reserve' | 'release'

/** Every kind of ledger entry. */
export type LedgerKind = EntryKind | HoldKind

/** Feet to the tenth: what a tape measure in the warehouse gives, and what keeps sums exact enough. */
export const roundFt = (feet: number) => Math.round(feet * 10) / 10

const feet = (min: number, max: number, error: InventoryErrorCode) =>
  z
    .number(code(error))
    .refine((value) => Number.isFinite(value) && value >= min && value <= max, code(error))
    .transform(roundFt)

const reason = (required: boolean) => {
  const text = z.string(code('reasonRequired')).trim().max(INVENTORY_LIMITS.reason, code('reasonTooLong'))
  return required ? text.min(1, code('reasonRequired')) : text.default('')
}

/** An entry's own id, made on the device: a retry carries it again and is never a second entry. */
const EntryIdSchema = z.uuid(code('idInvalid'))

const HubIdSchema = z.enum(HUB_IDS, code('hubInvalid'))

const at = z.iso.datetime(code('inventoryInvalid'))

/** New rolls into a hub: one entry per roll, each roll its own lot line. */
export const ReceiveInputSchema = z.object({
  id: EntryIdSchema,
  hubId: HubIdSchema,
  productId: z.string(code('productInvalid')).trim().min(1, code('productInvalid')).max(64),
  lot: z
    .string(code('lotRequired'))
    .trim()
    .min(1, code('lotRequired'))
    .max(INVENTORY_LIMITS.lot, code('lotRequired')),
  lengthFt: feet(0.1, INVENTORY_LIMITS.maxLengthFt, 'lengthInvalid'),
  reason: reason(false),
})
export type ReceiveInput = z.output<typeof ReceiveInputSchema>
export type ReceiveInputBody = z.input<typeof ReceiveInputSchema>

/** A cycle count: the length found on the roll. The server turns it into an adjustment when it arrives. */
export const CountInputSchema = z.object({
  id: EntryIdSchema,
  countedFt: feet(0, INVENTORY_LIMITS.maxLengthFt, 'countInvalid'),
  /** When the count was made on the device (offline counts arrive later). */
  countedAt: at.optional(),
  reason: reason(false),
})
export type CountInput = z.output<typeof CountInputSchema>
export type CountInputBody = z.input<typeof CountInputSchema>

export const CutInputSchema = z.object({
  id: EntryIdSchema,
  lengthFt: feet(0.1, INVENTORY_LIMITS.maxLengthFt, 'lengthInvalid'),
  reason: reason(true),
})
export type CutInput = z.output<typeof CutInputSchema>
export type CutInputBody = z.input<typeof CutInputSchema>

export const AdjustInputSchema = z.object({
  id: EntryIdSchema,
  /** Signed: + found, − damaged or lost. */
  deltaFt: z
    .number(code('lengthInvalid'))
    .refine(
      (v) => Number.isFinite(v) && v !== 0 && Math.abs(v) <= INVENTORY_LIMITS.maxLengthFt,
      code('lengthInvalid'),
    )
    .transform(roundFt),
  reason: reason(true),
})
export type AdjustInput = z.output<typeof AdjustInputSchema>

export const TransferInputSchema = z.object({
  id: EntryIdSchema,
  toHubId: HubIdSchema,
  reason: reason(false),
})
export type TransferInput = z.output<typeof TransferInputSchema>
export type TransferInputBody = z.input<typeof TransferInputSchema>

/** A team lead gives back what a quote's job holds (it was cancelled, or will be cut elsewhere). */
export const ReleaseInputSchema = z.object({
  reason: reason(true),
})
export type ReleaseInput = z.output<typeof ReleaseInputSchema>
export type ReleaseInputBody = z.input<typeof ReleaseInputSchema>

export const ThresholdInputSchema = z.object({
  hubId: HubIdSchema,
  productId: z.string(code('productInvalid')).trim().min(1, code('productInvalid')).max(64),
  thresholdFt: z
    .number(code('thresholdInvalid'))
    .int(code('thresholdInvalid'))
    .min(0, code('thresholdInvalid'))
    .max(INVENTORY_LIMITS.maxThresholdFt, code('thresholdInvalid')),
})
export type ThresholdInput = z.output<typeof ThresholdInputSchema>

/** One ledger entry as the roll document carries it. */
const LedgerEntrySchema = z.object({
  id: z.string().min(1).max(64),
  kind: z.enum(ENTRY_KINDS),
  /** Signed change of the roll's length; 0 for a transfer. */
  deltaFt: z.number(),
  /** The roll's length after this entry: the running sum. */
  remainingFt: z.number().min(0),
  /** A count's figure (its delta is counted − what the ledger said when it arrived); else null. */
  countedFt: z.number().min(0).nullable(),
  /** The hub the roll was at; a transfer's destination in `toHubId`. */
  hubId: HubIdSchema,
  toHubId: HubIdSchema.nullable(),
  /** The shop order a cut was for. */
  orderNumber: z.string().max(12).nullable(),
  reason: z.string().max(INVENTORY_LIMITS.reason),
  actorId: z.string().max(64).nullable(),
  actorName: z.string().max(100),
  /** When the server recorded it. */
  at: at,
  /** When it was done on the device, if earlier (an offline count). */
  doneAt: at.nullable(),
})
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>

/** An entry of the full ledger (GET /api/inventory/rolls/:id/ledger), holds included. */
export type LedgerRecord = Omit<LedgerEntry, 'kind'> & {
  kind: LedgerKind
  /** Signed change of the length held for jobs: + reserved, − released; 0 for the other kinds. */
  reservedFt: number
  /** The quote version a hold is for; null for the other kinds. */
  quoteId: string | null
}

/** Film a roll holds for one accepted quote's installation. */
const ReservationSchema = z.object({
  quoteId: z.string().min(1).max(64),
  /** Feet held: what its entries reserved less what they released. */
  reservedFt: z.number().positive(),
  /** The first reservation's reason: 'Reserved for Q-7K2M-Q9XD v1'. */
  reason: z.string().max(INVENTORY_LIMITS.reason),
  /** When it was first reserved. */
  at: at,
})
export type Reservation = z.infer<typeof ReservationSchema>

/** A roll as it replicates to team devices; written by the server only (pull-only collection). */
export const RollDocumentSchema = z.object({
  id: z.string().min(1).max(64),
  hubId: HubIdSchema,
  productId: z.string().max(64),
  sku: z.string().max(40),
  productName: z.string().max(200),
  widthIn: z.number().int().positive(),
  /** The roll's length when received. */
  lengthFt: z.number().positive(),
  lot: z.string().max(INVENTORY_LIMITS.lot),
  remainingFt: z.number().min(0),
  /** Feet of it held for accepted jobs (reservations), not cut yet. */
  reservedFt: z.number().min(0),
  /** What other work may still take: remaining − reserved, never below 0. */
  availableFt: z.number().min(0),
  /** The hub's low-stock threshold for this product, feet (the sum over its rolls is compared). */
  thresholdFt: z.number().int().min(0),
  receivedAt: at,
  lastCountedAt: at.nullable(),
  /**
   * The newest entries that changed its length or hub, newest first (at most
   * INVENTORY_LIMITS.entriesPerDocument); holds are in `reservations`.
   */
  entries: z.array(LedgerEntrySchema).max(INVENTORY_LIMITS.entriesPerDocument),
  /** What the roll holds for jobs now, one line per quote, newest first. */
  reservations: z.array(ReservationSchema).max(INVENTORY_LIMITS.reservationsPerDocument),
  updatedAt: at,
  _deleted: z.boolean(),
})
export type RollDocument = z.infer<typeof RollDocumentSchema>
