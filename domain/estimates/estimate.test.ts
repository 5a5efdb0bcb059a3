import { describe, expect, it } from 'vitest'
import { makeEstimate, makeWindow } from '../testing/estimate-factory.ts'
import { ESTIMATE_ERRORS, isEstimateErrorCode } from './errors.ts'
import {
  EstimateSchema,
  pushedStatus,
  totalAreaSqFt,
  totalWindows,
  versionOf,
  withTotals,
} from './estimate.ts'

const PHOTO = 'a'.repeat(64)

function firstIssue(input: unknown) {
  const result = EstimateSchema.safeParse(input)
  if (result.success) throw new Error('expected the estimate to be refused')
  const issue = result.error.issues[0]
  return { code: issue?.message, path: issue?.path.join('.') }
}

describe('EstimateSchema', () => {
  it('accepts a complete estimate as it is', () => {
    const estimate = makeEstimate({ windows: [makeWindow({ photos: [PHOTO] })] })
    expect(EstimateSchema.parse(estimate)).toEqual(estimate)
  })

  it.each([
    ['an id with a slash', { id: 'a/b' }, 'idInvalid', 'id'],
    ['an id of 65 characters', { id: 'x'.repeat(65) }, 'idInvalid', 'id'],
    ['a blank name', { name: '   ' }, 'nameRequired', 'name'],
    ['a name of 121 characters', { name: 'n'.repeat(121) }, 'fieldTooLong', 'name'],
    ['an address of 301 characters', { address: 'a'.repeat(301) }, 'fieldTooLong', 'address'],
    ['notes of 5001 characters', { notes: 'n'.repeat(5001) }, 'fieldTooLong', 'notes'],
    ['an unknown status', { status: 'paid' }, 'statusInvalid', 'status'],
    ['a date that is not ISO', { createdAt: 'yesterday' }, 'timestampInvalid', 'createdAt'],
    ['negative totals', { totalAreaSqFt: -1 }, 'totalsInvalid', 'totalAreaSqFt'],
  ])('refuses %s with its code', (_label, override, code, path) => {
    expect(firstIssue({ ...makeEstimate(), ...override })).toEqual({ code, path })
  })

  it.each([
    ['a zero width', { width: 0 }, 'dimensionInvalid', 'width'],
    ['a height over 10 000', { height: 10_001 }, 'dimensionInvalid', 'height'],
    ['a fractional quantity', { quantity: 1.5 }, 'quantityInvalid', 'quantity'],
    ['a quantity of 1000', { quantity: 1000 }, 'quantityInvalid', 'quantity'],
    ['an unknown unit', { unit: 'yards' }, 'unitInvalid', 'unit'],
    ['an unknown film type', { filmType: 'mirror' }, 'filmTypeInvalid', 'filmType'],
    ['an unknown window type', { windowType: 'boat' }, 'windowTypeInvalid', 'windowType'],
    ['a photo id that is not a SHA-256', { photos: ['photo.jpg'] }, 'photoInvalid', 'photos.0'],
    [
      'eleven photos',
      { photos: Array.from({ length: 11 }, (_, i) => String(i).padStart(64, '0')) },
      'tooManyPhotos',
      'photos',
    ],
    ['a label of 61 characters', { label: 'l'.repeat(61) }, 'fieldTooLong', 'label'],
    ['a side of 0.01″', { width: 0.01 }, 'paneTooSmall', 'width'],
    ['a side of 10 000″ (833 ft)', { height: 10_000 }, 'paneTooLarge', 'height'],
    ['a 25 ft side', { unit: 'feet', width: 25, height: 4 }, 'paneTooLarge', 'width'],
    ['vehicle glass 11 ft wide', { windowType: 'automotive', width: 132 }, 'paneTooLarge', 'width'],
    [
      'a three-point reading of 300″',
      { readings: { widths: [36, 36, 300], heights: [48, 48, 48] } },
      'paneTooLarge',
      'readings.widths.2',
    ],
  ])('refuses a window with %s', (_label, override, code, path) => {
    const estimate = { ...makeEstimate(), windows: [{ ...makeWindow(), ...override }] }
    expect(firstIssue(estimate)).toEqual({ code, path: `windows.0.${path}` })
  })

  it('refuses more than 500 windows and two windows with one id', () => {
    const many = Array.from({ length: 501 }, (_, i) => makeWindow({ id: `w${i}` }))
    expect(firstIssue(makeEstimate({ windows: many })).code).toBe('tooManyWindows')
    expect(firstIssue(makeEstimate({ windows: [makeWindow(), makeWindow()] })).code).toBe('duplicateWindow')
  })

  it('keeps at most 20 history entries', () => {
    const entry = {
      at: '2025-06-02T09:00:00.000Z',
      by: 'u1',
      reason: 'conflict' as const,
      version: versionOf(makeEstimate()),
    }
    expect(EstimateSchema.safeParse(makeEstimate({ history: Array(20).fill(entry) })).success).toBe(true)
    expect(firstIssue(makeEstimate({ history: Array(21).fill(entry) })).code).toBe('historyTooLong')
  })

  it('uses only codes that have an English message', () => {
    const result = EstimateSchema.safeParse({ ...makeEstimate(), id: 1, name: 2, windows: [{}], status: 3 })
    expect(result.success).toBe(false)
    for (const issue of result.error?.issues ?? [])
      expect(isEstimateErrorCode(issue.message), issue.message).toBe(true)
    expect(Object.values(ESTIMATE_ERRORS).every((text) => text.length > 0)).toBe(true)
  })
})

describe('derived totals', () => {
  it('sums quantities', () => {
    expect(totalWindows([makeWindow({ quantity: 3 }), makeWindow({ quantity: 4 })])).toBe(7)
    expect(totalWindows([])).toBe(0)
  })

  it('converts every unit to square feet and rounds to two decimals once', () => {
    expect(totalAreaSqFt([makeWindow({ width: 36, height: 48, unit: 'inches', quantity: 2 })])).toBe(24)
    expect(totalAreaSqFt([makeWindow({ width: 3, height: 4, unit: 'feet' })])).toBe(12)
    expect(totalAreaSqFt([makeWindow({ width: 100, height: 100, unit: 'centimeters' })])).toBe(10.76)
    expect(totalAreaSqFt([makeWindow({ width: 1, height: 1, unit: 'meters' })])).toBe(10.76)
    // 300 windows of 1 in² are 2.0833 ft²: rounding each one first would give 2.10.
    expect(totalAreaSqFt(Array(300).fill(makeWindow({ width: 1, height: 1 })))).toBe(2.08)
  })

  it('replaces whatever totals a document carried', () => {
    const estimate = { ...makeEstimate(), totalWindows: 999, totalAreaSqFt: 0.5 }
    expect(withTotals(estimate)).toMatchObject({ totalWindows: 1, totalAreaSqFt: 12 })
  })
})

describe("a pushed estimate's status", () => {
  it('is the device’s while the job is not booked, and never a step of the installation', () => {
    expect(pushedStatus('ready', 'draft')).toBe('ready')
    expect(pushedStatus('accepted', 'sent')).toBe('accepted')
    expect(pushedStatus('installed', 'accepted')).toBe('accepted')
    expect(pushedStatus('scheduled', null)).toBe('draft')
  })

  it('stays where the server moved it, whatever a device read before', () => {
    expect(pushedStatus('accepted', 'scheduled')).toBe('scheduled')
    expect(pushedStatus('draft', 'installed')).toBe('installed')
  })
})
