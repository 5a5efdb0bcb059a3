import { describe, expect, it } from 'vitest'
import {
  bestRollFor,
  lowStock,
  planEntry,
  projectedRemaining,
  remainingOf,
  stockByProduct,
} from './ledger.ts'
import { CountInputSchema, CutInputSchema } from './roll.ts'

describe('remainingOf', () => {
  it('is the sum of the deltas, exact to the tenth of a foot', () => {
    expect(remainingOf([100, -12.3, -0.1, -0.2])).toBe(87.4)
    expect(remainingOf([])).toBe(0)
  })
})

describe('planEntry', () => {
  it('adds what is received', () => {
    expect(planEntry(0, { kind: 'receive', lengthFt: 100 })).toEqual({
      ok: true,
      kind: 'receive',
      deltaFt: 100,
      remainingFt: 100,
    })
  })

  it('takes a cut off, down to exactly zero', () => {
    expect(planEntry(40, { kind: 'cut', lengthFt: 12.5 })).toMatchObject({
      ok: true,
      deltaFt: -12.5,
      remainingFt: 27.5,
    })
    expect(planEntry(12.5, { kind: 'cut', lengthFt: 12.5 })).toMatchObject({ ok: true, remainingFt: 0 })
  })

  it('refuses a cut longer than what is left: the ledger never goes negative on its own', () => {
    expect(planEntry(10, { kind: 'cut', lengthFt: 10.1 })).toEqual({ ok: false, code: 'cutExceedsRemaining' })
    expect(planEntry(0, { kind: 'cut', lengthFt: 1 })).toEqual({ ok: false, code: 'cutExceedsRemaining' })
  })

  it('turns a count into an explicit adjustment to what was counted, either way', () => {
    expect(planEntry(60, { kind: 'count', countedFt: 55.5 })).toMatchObject({
      ok: true,
      deltaFt: -4.5,
      remainingFt: 55.5,
    })
    expect(planEntry(30, { kind: 'count', countedFt: 32 })).toMatchObject({
      ok: true,
      deltaFt: 2,
      remainingFt: 32,
    })
    expect(planEntry(30, { kind: 'count', countedFt: 0 })).toMatchObject({
      ok: true,
      deltaFt: -30,
      remainingFt: 0,
    })
  })

  it('works a late count out against cuts recorded meanwhile, so they are not undone', () => {
    // Counted 80 offline; a 15 ft cut arrived first (100 → 85). The count says 80 is on the roll now.
    const afterCut = planEntry(100, { kind: 'cut', lengthFt: 15 })
    expect(afterCut.ok && planEntry(afterCut.remainingFt, { kind: 'count', countedFt: 80 })).toMatchObject({
      deltaFt: -5,
      remainingFt: 80,
    })
  })

  it('refuses a hand adjustment below zero, and leaves a transfer’s length alone', () => {
    expect(planEntry(5, { kind: 'adjust', deltaFt: -6 })).toEqual({ ok: false, code: 'adjustmentBelowZero' })
    expect(planEntry(5, { kind: 'adjust', deltaFt: -5 })).toMatchObject({ ok: true, remainingFt: 0 })
    expect(planEntry(42, { kind: 'transfer' })).toMatchObject({ ok: true, deltaFt: 0, remainingFt: 42 })
  })
})

describe('projectedRemaining', () => {
  it('applies the waiting entries in the order they were made: a count sets the length, a cut takes off', () => {
    expect(projectedRemaining(84, [])).toBe(84)
    expect(projectedRemaining(84, [{ kind: 'cut', lengthFt: 10.5 }])).toBe(73.5)
    expect(
      projectedRemaining(84, [
        { kind: 'cut', lengthFt: 10 },
        { kind: 'count', countedFt: 60 },
        { kind: 'cut', lengthFt: 5.2 },
      ]),
    ).toBe(54.8)
  })

  it('leaves out an entry the ledger would refuse', () => {
    expect(
      projectedRemaining(12, [
        { kind: 'cut', lengthFt: 20 },
        { kind: 'cut', lengthFt: 2 },
      ]),
    ).toBe(10)
  })
})

describe('bestRollFor', () => {
  const rolls = [
    { id: 'a', remainingFt: 100 },
    { id: 'b', remainingFt: 14 },
    { id: 'c', remainingFt: 30 },
  ]
  it('takes the roll with the least left that still covers the cut', () => {
    expect(bestRollFor(rolls, 12)?.id).toBe('b')
    expect(bestRollFor(rolls, 20)?.id).toBe('c')
    expect(bestRollFor(rolls, 100)?.id).toBe('a')
    expect(bestRollFor(rolls, 101)).toBeUndefined()
  })
})

describe('lowStock', () => {
  const roll = (
    hubId: 'atlanta' | 'florida',
    productId: string,
    remainingFt: number,
    thresholdFt = 100,
    reservedFt = 0,
  ) => ({
    hubId,
    productId,
    sku: productId.toUpperCase(),
    productName: productId,
    widthIn: 60,
    remainingFt,
    reservedFt,
    thresholdFt,
  })
  const rolls = [
    roll('atlanta', 'sec', 60),
    roll('atlanta', 'sec', 30),
    roll('atlanta', 'sol', 100),
    roll('florida', 'sec', 0, 50),
    roll('florida', 'dec', 49.9, 50),
  ]

  it('sums a hub’s rolls of a product and compares the sum with the threshold', () => {
    expect(lowStock(rolls).map((item) => `${item.hubId}:${item.productId}:${item.remainingFt}`)).toEqual([
      'atlanta:sec:90',
      'florida:dec:49.9',
      'florida:sec:0',
    ])
  })

  it('narrows to one hub and counts only rolls with film left', () => {
    expect(lowStock(rolls, 'florida').map((item) => item.productId)).toEqual(['dec', 'sec'])
    expect(stockByProduct(rolls, 'atlanta').map((item) => item.rolls)).toEqual([2, 1])
    expect(stockByProduct(rolls, 'florida').find((item) => item.productId === 'sec')?.rolls).toBe(0)
  })

  it('shows what is held for jobs and available, and alerts on what is available', () => {
    // 100 ft on the shelf, 70 of it held for a booked job: 30 ft is all other work may take.
    const held = [roll('atlanta', 'sol', 60, 100, 50), roll('atlanta', 'sol', 40, 100, 20)]
    expect(stockByProduct(held)).toEqual([
      expect.objectContaining({ remainingFt: 100, reservedFt: 70, availableFt: 30, rolls: 2 }),
    ])
    expect(lowStock(held).map((item) => item.productId)).toEqual(['sol'])
    // A roll counted short of what it holds has nothing available, never less.
    expect(stockByProduct([roll('atlanta', 'sol', 10, 100, 25)])[0]).toMatchObject({ availableFt: 0 })
  })
})

describe('input schemas', () => {
  const id = '6f1c8f1e-8d6b-4c55-9b8f-0e0d5b5a7c11'
  it('rounds lengths to the tenth and refuses negative counts with a translated code', () => {
    expect(CountInputSchema.parse({ id, countedFt: 12.345 }).countedFt).toBe(12.3)
    expect(CountInputSchema.safeParse({ id, countedFt: -1 }).error?.issues[0]?.message).toBe('countInvalid')
    expect(CutInputSchema.safeParse({ id, lengthFt: 5, reason: ' ' }).error?.issues[0]?.message).toBe(
      'reasonRequired',
    )
  })
})
