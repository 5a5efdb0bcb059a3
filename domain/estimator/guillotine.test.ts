import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isGuillotine, pairsOf, shortestLayouts, type Cut, type Rectangle, type Size } from './guillotine.ts'
import { planForWidth } from './roll-plan.ts'

const plenty = () => ({ left: 1e9 })

/** The pieces of a layout as rectangles, turned as they lie. */
const rectangles = (cuts: readonly Cut[], sizes: readonly Size[]): Rectangle[] =>
  cuts.map(({ size, x, y, turned }) => {
    const { w, h } = sizes[size]!
    return { x, y, w: turned ? h : w, h: turned ? w : h }
  })

function expectLaidOut(cuts: readonly Cut[], sizes: readonly Size[], width: number, length: number) {
  const laid = rectangles(cuts, sizes)
  expect(sizes.map((_, k) => cuts.filter((cut) => cut.size === k).length)).toEqual(
    sizes.map((size) => size.count),
  )
  for (const r of laid) {
    expect(r.x).toBeGreaterThanOrEqual(0)
    expect(r.x + r.w).toBeLessThanOrEqual(width)
    expect(r.y + r.h).toBeLessThanOrEqual(length)
  }
  laid.forEach((a, i) =>
    laid.forEach((b, j) => {
      if (i < j)
        expect(a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y).toBe(true)
    }),
  )
  expect(isGuillotine(laid)).toBe(true)
}

describe('exact guillotine layouts', () => {
  const pictures: Size[] = [
    { w: 41, h: 60, count: 2 },
    { w: 38, h: 15, count: 4 },
  ]

  it('finds the layout that wastes nothing', () => {
    // Two 41 × 60 lying across a 60-in roll, then four 38 × 15 standing side by side: 120 in.
    const shortest = shortestLayouts(pictures, [60], true, plenty())!.get(60)!
    expect(shortest.length).toBe(120)
    expectLaidOut(shortest.cuts, pictures, 60, 120)
  })

  it('turns nothing when the film may not turn', () => {
    // Unturned, the 41-in pieces stand 60 long one after the other, and the 38-in pieces too.
    const shortest = shortestLayouts(pictures, [60], false, plenty())!.get(60)!
    expect(shortest.length).toBe(180)
    expect(shortest.cuts.every((cut) => !cut.turned)).toBe(true)
  })

  it('answers each width, and none for a width no piece fits', () => {
    const sizes: Size[] = [{ w: 30, h: 20, count: 2 }]
    const layouts = shortestLayouts(sizes, [19, 36, 60], true, plenty())!
    expect([...layouts.keys()]).toEqual([36, 60])
    expect(layouts.get(36)!.length).toBe(40) // side by side, turned: 20 + 20 across is 40 > 36
    expect(layouts.get(60)!.length).toBe(20)
  })

  it('tells a pinwheel, which no straight cut divides, from a layout cut in strips', () => {
    const pinwheel = [
      { x: 0, y: 0, w: 2, h: 1 },
      { x: 2, y: 0, w: 1, h: 2 },
      { x: 1, y: 2, w: 2, h: 1 },
      { x: 0, y: 1, w: 1, h: 2 },
      { x: 1, y: 1, w: 1, h: 1 },
    ]
    expect(isGuillotine(pinwheel)).toBe(false)
    expect(isGuillotine([...pinwheel.slice(0, 2), { x: 0, y: 2, w: 3, h: 1 }])).toBe(true)
  })

  it('gives up past its work, and on sizes finer than a sixteenth', () => {
    const sizes: Size[] = [
      { w: 10, h: 12, count: 6 },
      { w: 7, h: 9, count: 6 },
    ]
    expect(shortestLayouts(sizes, [36], true, { left: 10 })).toBeNull()
    expect(shortestLayouts([{ w: 10 / 3, h: 5, count: 1 }], [36], true, plenty())).toBeNull()
    expect(pairsOf(sizes)).toBe(28 * 28)
  })

  it('looks only for layouts within a length given, with less work', () => {
    const sashes: Size[] = [
      { w: 33.25, h: 28.5, count: 4 },
      { w: 31.5, h: 28.5, count: 3 },
      { w: 21.75, h: 16.25, count: 3 },
    ]
    const everything = plenty()
    const shortest = shortestLayouts(sashes, [72], true, everything)!.get(72)!
    const within = plenty()
    const same = shortestLayouts(sashes, [72], true, within, shortest.length)!.get(72)!
    expect(same.length).toBe(shortest.length)
    expectLaidOut(same.cuts, sashes, 72, same.length)
    expect(1e9 - within.left).toBeLessThan((1e9 - everything.left) * 0.9)
    // A sixteenth shorter there is none.
    expect(shortestLayouts(sashes, [72], true, plenty(), shortest.length - 1 / 16)!.has(72)).toBe(false)
  })

  it('is never longer than the planner on the same width', () => {
    const inches = (min: number, max: number) =>
      fc.integer({ min: min * 16, max: max * 16 }).map((sixteenths) => sixteenths / 16)
    fc.assert(
      fc.property(
        fc.array(fc.record({ w: inches(4, 40), h: inches(4, 50), count: fc.integer({ min: 1, max: 3 }) }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.boolean(),
        (sizes, rotate) => {
          const width = 48
          const shortest = shortestLayouts(sizes, [width], rotate, plenty())!.get(width)
          const plan = planForWidth(
            sizes.map(({ w, h, count }, k) => ({ id: `p${k}`, widthIn: w, heightIn: h, quantity: count })),
            width,
            { allowRotation: rotate, trimIn: 0 },
          )
          if (plan.seamed.length > 0) return
          expect(shortest!.length).toBeLessThanOrEqual(plan.lengthIn)
          expectLaidOut(shortest!.cuts, sizes, width, shortest!.length)
        },
      ),
      { numRuns: 60 },
    )
  })
})
