import { z } from 'zod'
import type { EstimateErrorCode } from './errors.ts'
import { checkPaneSide, convertLength } from './pane-size.ts'
import { WINDOW_TYPES, WINDOW_UNITS, type WindowUnit } from './units.ts'

/**
 * The estimate as it replicates between devices and the server: one document per estimate with its
 * windows embedded. The same schema validates the browser's forms, the RxDB collection and the
 * server's push handler.
 */

/** zod issues carry our error code as their message; the API and the forms map it to text. */
const code = (value: EstimateErrorCode) => ({ message: value })

export const FILM_TYPES = ['standard', 'premium', 'energySaving', 'security', 'decorative'] as const
export type FilmType = (typeof FILM_TYPES)[number]

/** Which way the glass faces: the sun load, and so the savings, depend on it. */
export const ORIENTATIONS = ['north', 'east', 'south', 'west'] as const
export type Orientation = (typeof ORIENTATIONS)[number]

/** Panes of glass in the unit: one (single glazing) or an insulated unit of two. */
export const PANES = ['single', 'double'] as const
export type Panes = (typeof PANES)[number]

/** What the glass is: decides the film's absorption risk and the safety warnings. */
export const GLASS_KINDS = ['clear', 'tinted', 'lowE', 'laminated', 'wired'] as const
export type GlassKind = (typeof GLASS_KINDS)[number]

/** How the installer reaches the pane: above ground level costs more labor. */
export const ACCESS_KINDS = ['ground', 'ladder', 'lift'] as const
export type AccessKind = (typeof ACCESS_KINDS)[number]

/** Nominal glass thicknesses sold in the US, in inches (1/8″ to 1/2″). */
export const GLASS_THICKNESSES = [0.125, 0.1875, 0.25, 0.375, 0.5] as const

/**
 * Where an estimate stands, in the order a job moves: draft and ready by hand; sent and accepted with
 * its quotes; scheduled once a lead confirms the installation, installed once the customer signs it
 * off (the server moves those, never back).
 */
export const ESTIMATE_STATUSES = ['draft', 'ready', 'sent', 'accepted', 'scheduled', 'installed'] as const
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number]
const ACCEPTED = ESTIMATE_STATUSES.indexOf('accepted')
/** What a person may set by hand; the others follow the quote and the installation. */
export const HAND_SET_STATUSES = ['draft', 'ready'] as const satisfies readonly EstimateStatus[]
/** By hand on an estimate without quotes in the app, also sent and accepted (quoted on paper). */
export const UNQUOTED_STATUSES: readonly EstimateStatus[] = ESTIMATE_STATUSES.slice(0, ACCEPTED + 1)
/** An estimate the customer said yes to, at whatever step of its job. */
export const WON_STATUSES: readonly EstimateStatus[] = ESTIMATE_STATUSES.slice(ACCEPTED)
export const isWon = (status: EstimateStatus): boolean => WON_STATUSES.includes(status)
/** The steps of the installation, which only the server moves an estimate to: a device's word is not taken. */
const SERVER_MOVED: readonly EstimateStatus[] = ESTIMATE_STATUSES.slice(ACCEPTED + 1)

/**
 * The status a pushed estimate keeps: the device's, except that a device can neither claim a step of
 * the installation nor undo one the server recorded (a device that edited offline still sends the
 * status it read).
 */
export function pushedStatus(pushed: EstimateStatus, stored: EstimateStatus | null): EstimateStatus {
  if (stored !== null && SERVER_MOVED.includes(stored)) return stored
  return SERVER_MOVED.includes(pushed) ? (stored ?? 'draft') : pushed
}

export const ESTIMATE_LIMITS = {
  idLength: 64,
  name: 120,
  customer: 120,
  address: 300,
  notes: 5000,
  windows: 500,
  windowLabel: 60,
  filmGrade: 40,
  unitAgeYears: 150,
  dimension: 10_000,
  quantity: 999,
  photos: 10,
  history: 20,
} as const

/** Client-generated ids (documents, windows, owners): URL- and file-name-safe. */
export const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/**
 * A photo is referenced by the lower-case hex SHA-256 of its bytes. The device can name a photo
 * offline, the same bytes are stored once, and the server can check an upload is what it claims to be.
 */
export const PHOTO_ID_PATTERN = /^[0-9a-f]{64}$/

const documentId = z.string(code('idInvalid')).regex(DOCUMENT_ID_PATTERN, code('idInvalid'))
const text = (max: number) => z.string(code('fieldTooLong')).max(max, code('fieldTooLong'))
const timestamp = z.iso.datetime(code('timestampInvalid'))
const dimension = z
  .number(code('dimensionInvalid'))
  .positive(code('dimensionInvalid'))
  .max(ESTIMATE_LIMITS.dimension, code('dimensionInvalid'))

const unique = (values: readonly string[]) => new Set(values).size === values.length

const PhotoIdSchema = z.string(code('photoInvalid')).regex(PHOTO_ID_PATTERN, code('photoInvalid'))

export const EstimateWindowSchema = z
  .object({
    id: documentId,
    label: text(ESTIMATE_LIMITS.windowLabel),
    width: dimension,
    height: dimension,
    unit: z.enum(WINDOW_UNITS, code('unitInvalid')),
    quantity: z
      .number(code('quantityInvalid'))
      .int(code('quantityInvalid'))
      .min(1, code('quantityInvalid'))
      .max(ESTIMATE_LIMITS.quantity, code('quantityInvalid')),
    windowType: z.enum(WINDOW_TYPES, code('windowTypeInvalid')),
    filmType: z.enum(FILM_TYPES, code('filmTypeInvalid')),
    filmGrade: text(ESTIMATE_LIMITS.filmGrade),
    photos: z
      .array(PhotoIdSchema, code('photoInvalid'))
      .max(ESTIMATE_LIMITS.photos, code('tooManyPhotos'))
      .refine(unique, code('photoInvalid')),
    /**
     * Three-point measuring (widths top/middle/bottom, heights left/center/right, in `unit`), or null.
     * Frames are rarely square: the smallest reading is the size (`width`, `height` hold it).
     */
    readings: z
      .object(
        {
          widths: z.array(dimension, code('dimensionInvalid')).length(3, code('dimensionInvalid')),
          heights: z.array(dimension, code('dimensionInvalid')).length(3, code('dimensionInvalid')),
        },
        code('readingsInvalid'),
      )
      .nullable(),
    orientation: z.enum(ORIENTATIONS, code('orientationInvalid')),
    panes: z.enum(PANES, code('panesInvalid')),
    glass: z.enum(GLASS_KINDS, code('glassInvalid')),
    /** Inches. */
    glassThickness: z.union(
      GLASS_THICKNESSES.map((value) => z.literal(value)),
      code('glassThicknessInvalid'),
    ),
    /** Age of an insulated unit in years, null when unknown or single glazing. */
    unitAgeYears: z
      .number(code('unitAgeInvalid'))
      .int(code('unitAgeInvalid'))
      .min(0, code('unitAgeInvalid'))
      .max(ESTIMATE_LIMITS.unitAgeYears, code('unitAgeInvalid'))
      .nullable(),
    access: z.enum(ACCESS_KINDS, code('accessInvalid')),
    /** Old film has to come off first (glass prep): more labor. */
    removeOldFilm: z.boolean(code('estimateInvalid')),
  })
  .superRefine((window, context) => {
    // A size no pane of its kind can have (pane-size.ts); the usual-size confirmation is the estimator's.
    const sides: [PropertyKey[], number][] = [
      [['width'], window.width],
      [['height'], window.height],
      ...(window.readings?.widths ?? []).map((value, i): [PropertyKey[], number] => [
        ['readings', 'widths', i],
        value,
      ]),
      ...(window.readings?.heights ?? []).map((value, i): [PropertyKey[], number] => [
        ['readings', 'heights', i],
        value,
      ]),
    ]
    for (const [path, value] of sides) {
      // A value the field itself refused (0, negative, not a number) has its own issue already.
      if (!(value > 0 && value <= ESTIMATE_LIMITS.dimension)) continue
      const verdict = checkPaneSide(value, window.unit, window.windowType)
      if (verdict === 'paneTooSmall' || verdict === 'paneTooLarge')
        context.addIssue({ code: 'custom', path, message: verdict })
    }
  })
export type EstimateWindow = z.infer<typeof EstimateWindowSchema>

/** What a window starts as before it is measured: a common 36 × 48 in residential pane. */
export const NEW_WINDOW_DEFAULTS: Omit<EstimateWindow, 'id'> = {
  label: '',
  width: 36,
  height: 48,
  unit: 'inches',
  quantity: 1,
  windowType: 'residential',
  filmType: 'standard',
  filmGrade: '',
  photos: [],
  readings: null,
  orientation: 'south',
  panes: 'double',
  glass: 'clear',
  glassThickness: 0.125,
  unitAgeYears: null,
  access: 'ground',
  removeOldFilm: false,
}

const total = z.number(code('totalsInvalid')).min(0, code('totalsInvalid'))

/** Every field but `history`: what a history entry keeps of a losing version. */
export const EstimateVersionSchema = z.object({
  id: documentId,
  ownerId: documentId,
  name: z
    .string(code('nameRequired'))
    .max(ESTIMATE_LIMITS.name, code('fieldTooLong'))
    .refine((name) => name.trim() !== '', code('nameRequired')),
  customer: text(ESTIMATE_LIMITS.customer),
  address: text(ESTIMATE_LIMITS.address),
  windows: z
    .array(EstimateWindowSchema, code('estimateInvalid'))
    .max(ESTIMATE_LIMITS.windows, code('tooManyWindows'))
    // Conflicts merge window by window, matched by id: two windows with one id would be ambiguous.
    .refine((windows) => unique(windows.map((window) => window.id)), code('duplicateWindow')),
  notes: text(ESTIMATE_LIMITS.notes),
  status: z.enum(ESTIMATE_STATUSES, code('statusInvalid')),
  /** Derived: the sum of the windows' quantities. The server recomputes it on every write. */
  totalWindows: total.int(code('totalsInvalid')),
  /** Derived: film area in square feet, two decimals. The server recomputes it on every write. */
  totalAreaSqFt: total,
  /** Derived: the estimator's total price in cents (domain/estimator). The server recomputes it on every write. */
  totalPriceCents: total.int(code('totalsInvalid')),
  createdAt: timestamp,
  /**
   * When a person last changed this version, by their device's clock (never later than the server's
   * write time). Conflicts compare it: the later edit wins, whenever it reached the server.
   */
  editedAt: timestamp,
  /** Set by the server on every write; a device sets its own edit time until then. Orders the change feed. */
  updatedAt: timestamp,
  _deleted: z.boolean(code('estimateInvalid')),
})
export type EstimateVersion = z.infer<typeof EstimateVersionSchema>

/**
 * What a person chose after comparing a conflict's two versions (conflict-choice.ts): the version in
 * use, the one that lost, or the windows of both.
 */
export const CONFLICT_CHOICES = ['kept', 'other', 'both'] as const
export type ConflictChoice = (typeof CONFLICT_CHOICES)[number]

/** Who settled a history entry, when, and how. */
const SettlementSchema = z.object({
  at: timestamp,
  by: documentId,
  choice: z.enum(CONFLICT_CHOICES, code('estimateInvalid')),
})

/** A version that lost a conflict, kept so that no edit disappears without trace. */
const EstimateHistoryEntrySchema = z.object({
  at: timestamp,
  /** The user whose device resolved the conflict. */
  by: documentId,
  reason: z.literal('conflict', code('estimateInvalid')),
  version: EstimateVersionSchema,
  /**
   * Set once a person has compared this version with the estimate and chosen: absent, the editor
   * asks. In the document, so that settling on one device settles it on every device.
   */
  settled: SettlementSchema.optional(),
})
export type EstimateHistoryEntry = z.infer<typeof EstimateHistoryEntrySchema>

export const EstimateSchema = EstimateVersionSchema.extend({
  history: z
    .array(EstimateHistoryEntrySchema, code('estimateInvalid'))
    .max(ESTIMATE_LIMITS.history, code('historyTooLong')),
})
export type Estimate = z.infer<typeof EstimateSchema>

/** Square feet in one square unit. */
const SQUARE_FEET_PER: Record<WindowUnit, number> = {
  inches: 1 / 144,
  feet: 1,
  centimeters: 1 / 929.0304,
  meters: 1 / 0.09290304,
}

type Measured = Pick<EstimateWindow, 'width' | 'height' | 'unit' | 'quantity'>

export function totalWindows(windows: readonly Pick<EstimateWindow, 'quantity'>[]): number {
  return windows.reduce((sum, window) => sum + window.quantity, 0)
}

/**
 * Glass area of a window line in square feet: width × height × quantity, unrounded. Width and height
 * already hold the smallest of the three-point readings when there are readings.
 */
export function windowAreaSqFt(window: Measured): number {
  return window.width * window.height * window.quantity * SQUARE_FEET_PER[window.unit]
}

/** Rounded once, at the end, so that many small windows do not accumulate rounding errors. */
export function totalAreaSqFt(windows: readonly Measured[]): number {
  const exact = windows.reduce((sum, window) => sum + windowAreaSqFt(window), 0)
  return Math.round((exact + Number.EPSILON) * 100) / 100
}

/** The estimate with its derived values recomputed from its windows; nothing else changes. */
export function withTotals<T extends Pick<Estimate, 'windows' | 'totalWindows' | 'totalAreaSqFt'>>(
  estimate: T,
): T {
  return {
    ...estimate,
    totalWindows: totalWindows(estimate.windows),
    totalAreaSqFt: totalAreaSqFt(estimate.windows),
  }
}

/** A version as history keeps it: the document without its own history, so entries do not nest. */
export function versionOf(estimate: Estimate): EstimateVersion {
  const { history: _history, ...version } = estimate
  return version
}

/** A new, empty estimate: the one shape every place that starts an estimate begins from. */
export function emptyEstimate(id: string, ownerId: string, name: string, now: Date): Estimate {
  const at = now.toISOString()
  return {
    id,
    ownerId,
    name,
    customer: '',
    address: '',
    notes: '',
    windows: [],
    status: 'draft',
    totalWindows: 0,
    totalAreaSqFt: 0,
    totalPriceCents: 0,
    createdAt: at,
    editedAt: at,
    updatedAt: at,
    _deleted: false,
    history: [],
  }
}

type Sized = Pick<EstimateWindow, 'width' | 'height' | 'readings' | 'unit'>

/** The window measured in `unit`: its sizes and three-point readings converted, not relabelled. */
export function withUnit(window: Sized, unit: WindowUnit): Sized {
  const convert = (value: number) => convertLength(value, window.unit, unit)
  return {
    unit,
    width: convert(window.width),
    height: convert(window.height),
    readings: window.readings && {
      widths: window.readings.widths.map(convert),
      heights: window.readings.heights.map(convert),
    },
  }
}
