import { sha256 } from '@oslojs/crypto/sha2'
import { encodeBase64urlNoPadding, encodeHexLowerCase } from '@oslojs/encoding'
import { z } from 'zod'
import {
  EstimateWindowSchema,
  FILM_TYPES,
  type EstimateWindow,
  type FilmType,
} from '../estimates/estimate.ts'
import { computeEstimate } from '../estimator/compute.ts'
import { filmLineOf } from '../estimator/films.ts'
import type { PricingSheet } from '../estimator/pricing.ts'
import { placeOfAddress, quoteTax, windowPrices } from '../estimator/quote.ts'
import { glassSafetyFlags } from '../estimator/safety.ts'
import { LOCALES } from '../i18n/locales.ts'
import type { Cents } from '../money/money.ts'
import { newCode, randomBytes } from '../shop/order-number.ts'
import { taxCents as taxOnGoods, type TaxTable } from '../shop/tax.ts'
import type { QuoteErrorCode } from './errors.ts'
import {
  CUSTOM_LINE_KINDS,
  CUSTOM_LINE_UNITS,
  DepositRuleSchema,
  depositOf,
  type DepositRule,
} from './rules.ts'

/*
 * A quote is an immutable, numbered version of an estimate as the customer sees it: each option
 * (good / better / best: one film package each) priced window by window from the same measurements,
 * the custom lines, the discount, the tax of the job's place, the deposit, the validity and the terms.
 * The device builds it offline with the function below, and the server builds it again from the same
 * input and refuses it when the figures differ. Its hash (SHA-256 of the canonical JSON) is what a
 * signature binds to: a changed quote is a new version with a new hash.
 */

const code = (value: QuoteErrorCode) => ({ message: value })

export const QUOTE_LIMITS = {
  options: 3,
  optionLabel: 40,
  customLines: 10,
  customLineLabel: 80,
  customLineQuantity: 9999,
  customLineCents: 10_000_000,
  name: 120,
  email: 254,
  note: 2000,
  address: 300,
  /** A drawn signature as a PNG data URL; a finger's signature is a few kilobytes. */
  signatureChars: 300_000,
  versions: 50,
} as const

/** Days the film cures: haze and small water pockets may show meanwhile. */
export const CURE_DAYS = 30

/** 'Q-7K2M-Q9XD': the quote's number, drawn on the device like an order number (40 random bits). */
export const QUOTE_CODE_PATTERN = /^Q-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/

export function newQuoteCode(random?: (n: number) => Uint8Array): string {
  return newCode('Q', random)
}

/** A quote link's secret: 128 random bits, URL-safe. The server keeps only its SHA-256. */
export const QUOTE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/

export function newQuoteToken(random: (n: number) => Uint8Array = randomBytes): string {
  return encodeBase64urlNoPadding(random(16))
}

/** What the server stores of a token: its SHA-256, hex. */
export function tokenDigest(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)))
}

export const OPTION_IDS = ['good', 'better', 'best'] as const
export type OptionId = (typeof OPTION_IDS)[number]

const documentId = z.string(code('idInvalid')).regex(/^[A-Za-z0-9_-]{1,64}$/, code('idInvalid'))
const text = (max: number) => z.string(code('fieldTooLong')).trim().max(max, code('fieldTooLong'))
const cents = (max: number) =>
  z
    .number(code('customLineInvalid'))
    .int(code('customLineInvalid'))
    .min(0, code('customLineInvalid'))
    .max(max, code('customLineInvalid'))

const QuoteOptionInputSchema = z.object({
  id: z.enum(OPTION_IDS, code('optionsInvalid')),
  /** The installer's name for it; empty: its usual name (Good, Better, Best) in the customer's language. */
  label: text(QUOTE_LIMITS.optionLabel),
  /** The film type every window gets in this option; null keeps each window's own film. */
  filmType: z.enum(FILM_TYPES, code('optionsInvalid')).nullable(),
})
type QuoteOptionInput = z.infer<typeof QuoteOptionInputSchema>

const CustomLineInputSchema = z
  .object({
    kind: z.enum(CUSTOM_LINE_KINDS, code('customLineInvalid')),
    unit: z.enum(CUSTOM_LINE_UNITS, code('customLineInvalid')),
    /** The installer's words; preset kinds may leave it empty and are named by their kind. */
    label: text(QUOTE_LIMITS.customLineLabel),
    quantity: z
      .number(code('customLineInvalid'))
      .int(code('customLineInvalid'))
      .min(1, code('customLineInvalid'))
      .max(QUOTE_LIMITS.customLineQuantity, code('customLineInvalid')),
    unitCents: cents(QUOTE_LIMITS.customLineCents),
  })
  .refine((line) => line.kind !== 'other' || line.label !== '', {
    message: 'customLineInvalid',
    path: ['label'],
  })
type CustomLineInput = z.infer<typeof CustomLineInputSchema>

/**
 * What a device sends to make a quote version: the estimate's measurements as they are now and the
 * installer's choices. Everything priced is computed from it (buildQuote), never taken from the device.
 */
export const QuoteInputSchema = z.object({
  /** The version's own id, drawn on the device: the request that makes it is idempotent by it. */
  id: documentId,
  estimateId: documentId,
  code: z.string(code('codeInvalid')).regex(QUOTE_CODE_PATTERN, code('codeInvalid')),
  version: z
    .number(code('versionInvalid'))
    .int(code('versionInvalid'))
    .min(1, code('versionInvalid'))
    .max(QUOTE_LIMITS.versions, code('versionInvalid')),
  token: z.string(code('tokenInvalid')).regex(QUOTE_TOKEN_PATTERN, code('tokenInvalid')),
  customer: z.object({
    name: text(QUOTE_LIMITS.name),
    /** Empty when the quote is signed on the installer's device and never mailed. */
    email: z.union(
      [z.literal(''), z.email(code('emailInvalid')).max(QUOTE_LIMITS.email, code('fieldTooLong'))],
      code('emailInvalid'),
    ),
    language: z.enum(LOCALES, code('languageInvalid')),
  }),
  address: text(QUOTE_LIMITS.address),
  windows: z
    .array(EstimateWindowSchema, code('windowsInvalid'))
    .min(1, code('windowsRequired'))
    .max(500, code('windowsInvalid')),
  options: z
    .array(QuoteOptionInputSchema, code('optionsInvalid'))
    .min(1, code('optionsInvalid'))
    .max(QUOTE_LIMITS.options, code('optionsInvalid'))
    .refine(
      (options) => new Set(options.map((option) => option.id)).size === options.length,
      code('optionsInvalid'),
    ),
  customLines: z
    .array(CustomLineInputSchema, code('customLineInvalid'))
    .max(QUOTE_LIMITS.customLines, code('tooManyCustomLines')),
  discountPercent: z
    .number(code('discountTooLarge'))
    .min(0, code('discountTooLarge'))
    .max(100, code('discountTooLarge')),
  deposit: z.custom<DepositRule>(
    (value) => DepositRuleSchema.safeParse(value).success,
    code('depositInvalid'),
  ),
  validityDays: z
    .number(code('validityInvalid'))
    .int(code('validityInvalid'))
    .min(1, code('validityInvalid'))
    .max(365, code('validityInvalid')),
  /** One reminder after the pricing sheet's days when the customer has not answered. */
  followUp: z.boolean(code('quoteInvalid')),
  /** When the installer made it, by the device's clock. */
  createdAt: z.iso.datetime(code('quoteInvalid')),
  /**
   * The snapshot's hash as the device computed it: the server refuses the version (figuresChanged)
   * when its own differs, i.e. when prices or tax changed while the device was offline.
   */
  hash: z
    .string(code('quoteInvalid'))
    .regex(/^[0-9a-f]{64}$/, code('quoteInvalid'))
    .optional(),
})
export type QuoteInput = z.infer<typeof QuoteInputSchema>

interface QuoteWindowLine {
  windowId: string
  label: string
  width: number
  height: number
  unit: EstimateWindow['unit']
  quantity: number
  sku: string
  filmName: string
  areaSqFt: number
  priceCents: Cents
}

interface QuoteCustomLine {
  kind: CustomLineInput['kind']
  unit: CustomLineInput['unit']
  label: string
  quantity: number
  unitCents: Cents
  cents: Cents
}

/** One option as the customer reads it; no cut data (the crew sheet has that). */
export interface QuoteOption {
  id: OptionId
  label: string
  filmType: FilmType | null
  windows: QuoteWindowLine[]
  /** The windows' prices added up. */
  windowsCents: Cents
  volumeDiscountCents: Cents
  minimumChargeCents: Cents
  customLinesCents: Cents
  /** The quote's own discount, on the job before tax. */
  discountCents: Cents
  /** What the job costs before tax. */
  subtotalCents: Cents
  taxRateBp: number
  /** Where a local rate applies ('Charleston County'), or null. */
  taxPlace: string | null
  taxCents: Cents
  totalCents: Cents
  depositCents: Cents
  /** The film's warranty, years (the shortest of its films, for the kind of building). */
  warrantyYears: number
  /** Labels of the windows this option's film puts a glass-safety warning on. */
  glassSafetyWindows: string[]
}

/** The customer's copy: what a signature binds to, byte for byte (through its hash). */
export interface QuoteSnapshot {
  code: string
  version: number
  customer: { name: string; language: QuoteInput['customer']['language'] }
  address: string
  /** False when the address ends without a state and ZIP: no tax is added, and the quote says so. */
  taxKnown: boolean
  createdAt: string
  /** The last day the prices hold, YYYY-MM-DD. */
  validUntil: string
  customLines: QuoteCustomLine[]
  discountPercent: number
  deposit: DepositRule
  cureDays: number
  options: QuoteOption[]
}

export interface QuoteContext {
  sheet: PricingSheet
  taxTable: TaxTable
}

const windowLabel = (window: EstimateWindow, index: number) => window.label || `#${index + 1}`

function customLinesOf(lines: readonly CustomLineInput[]): QuoteCustomLine[] {
  return lines.map((line) => ({ ...line, cents: line.quantity * line.unitCents }))
}

/**
 * The windows as an option films them: the option's film type on every window (its grade chosen
 * again), or each window's own film when the option names none. The quote prices these, and the
 * accepted option's installation is planned and stocked from them.
 */
export function optionWindows(
  input: Pick<QuoteInput, 'windows' | 'options'>,
  optionId: OptionId,
): EstimateWindow[] {
  const option = input.options.find(({ id }) => id === optionId)
  if (!option) throw new RangeError(`The quote has no option ${optionId}`)
  return input.windows.map((window) =>
    option.filmType === null || option.filmType === window.filmType
      ? window
      : { ...window, filmType: option.filmType, filmGrade: '' },
  )
}

function optionOf(
  option: QuoteOptionInput,
  input: QuoteInput,
  customLines: readonly QuoteCustomLine[],
  { sheet, taxTable }: QuoteContext,
): QuoteOption {
  const windows = optionWindows(input, option.id)
  const { price } = computeEstimate({ windows, address: input.address }, { sheet })
  const prices = windowPrices(price)
  const area = new Map(price.lines.map((line) => [line.windowId, line.areaSqFt]))
  const lines = windows.map((window, index): QuoteWindowLine => {
    const film = filmLineOf(window)
    return {
      windowId: window.id,
      label: windowLabel(window, index),
      width: window.width,
      height: window.height,
      unit: window.unit,
      quantity: window.quantity,
      sku: film.sku,
      filmName: film.name,
      areaSqFt: area.get(window.id) ?? 0,
      priceCents: prices.get(window.id) ?? 0,
    }
  })
  const customLinesCents = customLines.reduce((total, line) => total + line.cents, 0)
  const beforeDiscount = price.totalCents + customLinesCents
  const discountCents = Math.round((beforeDiscount * input.discountPercent) / 100)
  const subtotalCents = beforeDiscount - discountCents
  // Sales tax is on the film (the goods); the quote's discount lowers it in proportion.
  const tax = quoteTax(price, input.address, taxTable)
  const taxable = tax ? Math.round(tax.taxableCents * (1 - input.discountPercent / 100)) : 0
  // The shop's rounding of sales tax; an installed job has no shipping.
  const taxCents = tax ? taxOnGoods(taxable, 0, tax.rate) : 0
  const totalCents = subtotalCents + taxCents
  const commercial = windows.some((window) => window.windowType === 'commercial')
  return {
    id: option.id,
    label: option.label,
    filmType: option.filmType,
    windows: lines,
    windowsCents: price.subtotalCents,
    volumeDiscountCents: price.discountCents,
    minimumChargeCents: price.minimumChargeCents,
    customLinesCents,
    discountCents,
    subtotalCents,
    taxRateBp: tax?.rate.rateBp ?? 0,
    taxPlace: tax?.rate.place ?? null,
    taxCents,
    totalCents,
    depositCents: depositOf(input.deposit, totalCents),
    warrantyYears: Math.min(
      ...windows.map((window) => filmLineOf(window).warrantyYears[commercial ? 'commercial' : 'residential']),
    ),
    glassSafetyWindows: windows
      .map((window, index) => ({
        label: windowLabel(window, index),
        flagged: glassSafetyFlags(window).length > 0,
      }))
      .filter(({ flagged }) => flagged)
      .map(({ label }) => label),
  }
}

const DAY_MS = 86_400_000

/** The snapshot of a version: every figure computed here, from the input and the prices in force. */
export function buildQuote(input: QuoteInput, context: QuoteContext): QuoteSnapshot {
  const customLines = customLinesOf(input.customLines)
  const created = Date.parse(input.createdAt)
  return {
    code: input.code,
    version: input.version,
    customer: { name: input.customer.name, language: input.customer.language },
    address: input.address,
    taxKnown: placeOfAddress(input.address) !== null,
    createdAt: new Date(created).toISOString(),
    validUntil: new Date(created + input.validityDays * DAY_MS).toISOString().slice(0, 10),
    customLines,
    discountPercent: input.discountPercent,
    deposit: input.deposit,
    cureDays: CURE_DAYS,
    options: input.options.map((option) => optionOf(option, input, customLines, context)),
  }
}

/** JSON with every object's keys sorted: the same value always gives the same bytes. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** The SHA-256 (hex) of a value's canonical JSON: the one fingerprint every signed document uses. */
export function canonicalHash(value: unknown): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(canonicalJson(value))))
}

/** The SHA-256 (hex) of the snapshot's canonical JSON: what a signature binds to. */
export function snapshotHash(snapshot: QuoteSnapshot): string {
  return canonicalHash(snapshot)
}

/** Why a quote input cannot be made into a quote beyond its shape: a discount over the sheet's limit. */
export function quoteRuleProblem(input: QuoteInput, sheet: PricingSheet): QuoteErrorCode | null {
  if (input.discountPercent > sheet.quote.maxDiscountPercent) return 'discountTooLarge'
  return null
}

/** The quote's display number with its version: 'Q-7K2M-Q9XD v2'. */
export const quoteNumber = (snapshot: Pick<QuoteSnapshot, 'code' | 'version'>) =>
  `${snapshot.code} v${snapshot.version}`

const QUOTE_NUMBER_IN_TEXT = new RegExp(`${QUOTE_CODE_PATTERN.source.slice(1, -1)} v[1-9]\\d*`)

/**
 * The first quote number written in a text the server made ('Installation · Q-7K2M-Q9XD v1',
 * 'Reserved for Q-7K2M-Q9XD v1'), so a device can show it in its own words; null when none is there.
 */
export const quoteNumberIn = (text: string): string | null => QUOTE_NUMBER_IN_TEXT.exec(text)?.[0] ?? null
