import { describe, expect, it } from 'vitest'
import { makeEstimate, makeWindow } from '../../../../domain/testing/estimate-factory.ts'
import { computeEstimate } from '../../../../domain/estimator/compute.ts'
import { addWindow, applyUpdate, duplicateWindow, patchWindow, withReading } from './save-estimate.ts'

const NOW = new Date('2026-03-01T12:00:00.000Z')

describe('applyUpdate', () => {
  it('stamps the edit, and recomputes totals and the price from the windows', () => {
    const before = makeEstimate({ windows: [makeWindow({ id: 'w1', quantity: 1 })] })
    const after = applyUpdate(before, patchWindow('w1', { quantity: 30 }), NOW)!
    expect(after).toMatchObject({
      totalWindows: 30,
      editedAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    })
    expect(after.totalPriceCents).toBe(computeEstimate(after).price.totalCents)
    expect(after.totalPriceCents).toBeGreaterThan(before.totalPriceCents)
  })

  it('refuses a change that would make the estimate invalid', () => {
    expect(applyUpdate(makeEstimate(), patchWindow('w1', { width: -1 }), NOW)).toBeNull()
  })
})

describe('duplicateWindow', () => {
  it('inserts a copy with a new id right after the original, labelled as a copy', () => {
    const estimate = makeEstimate({
      windows: [makeWindow({ id: 'a', label: 'Den' }), makeWindow({ id: 'b' })],
    })
    const next = applyUpdate(
      estimate,
      duplicateWindow('a', (label) => `${label} (copy)`),
      NOW,
    )!
    expect(next.windows.map((window) => window.label)).toEqual(['Den', 'Den (copy)', 'Living room'])
    expect(new Set(next.windows.map((window) => window.id)).size).toBe(3)
    expect(next.windows[1]).toMatchObject({ width: 36, height: 48, filmType: 'standard' })
  })

  it('leaves an unlabeled window unlabeled, and a new window gets the defaults', () => {
    const estimate = makeEstimate({ windows: [makeWindow({ id: 'a', label: '' })] })
    const next = applyUpdate(
      applyUpdate(
        estimate,
        duplicateWindow('a', (label) => `${label} (copy)`),
        NOW,
      )!,
      addWindow(),
      NOW,
    )!
    expect(next.windows.map((window) => window.label)).toEqual(['', '', ''])
  })
})

describe('withReading', () => {
  it('keeps two readings saved before the screen showed the first: each applies to the window as stored', () => {
    const estimate = makeEstimate({
      windows: [
        makeWindow({
          id: 'w1',
          width: 36,
          height: 48,
          readings: { widths: [36, 36, 36], heights: [48, 48, 48] },
        }),
      ],
    })
    // Both changes are made from the same render, as when a fast typist tabs through the fields.
    const top = patchWindow('w1', withReading('widths', 0, 36))
    const middle = patchWindow('w1', withReading('widths', 1, 35.875))
    const left = patchWindow('w1', withReading('heights', 0, 47.9375))
    const next = [top, middle, left].reduce((current, update) => applyUpdate(current, update, NOW)!, estimate)
    expect(next.windows[0]).toMatchObject({
      readings: { widths: [36, 35.875, 36], heights: [47.9375, 48, 48] },
      width: 35.875,
      height: 47.9375,
    })
  })
})
