import { fromInches, toInches, type WindowType, type WindowUnit } from './units.ts'

/*
 * How large a pane of glass can be. Building glass is made in sheets of at most about 130″ × 240″
 * ("jumbo" float glass), so no side of a pane exceeds 20 ft; a home's largest panes (patio doors,
 * picture windows) stay under 12 ft. Vehicle glass: a bus or motorhome windshield is under 10 ft,
 * a car's largest glass under 6 ft. Film is not cut for a side under 2″.
 *
 * A side beyond the hard limit is refused everywhere (the estimate schema, so the server too); one
 * beyond the usual size is kept only once the user confirms it (the estimator asks), because a
 * mistyped unit or an extra digit is far more likely than such a pane.
 */

export interface PaneSizeBounds {
  minIn: number
  /** Above this the user confirms the size. */
  usualMaxIn: number
  maxIn: number
}

const PANE_SIZE_BOUNDS: Record<'flat' | 'automotive', PaneSizeBounds> = {
  flat: { minIn: 2, usualMaxIn: 144, maxIn: 240 },
  automotive: { minIn: 2, usualMaxIn: 72, maxIn: 120 },
}

export function paneSizeBounds(windowType: WindowType): PaneSizeBounds {
  return windowType === 'automotive' ? PANE_SIZE_BOUNDS.automotive : PANE_SIZE_BOUNDS.flat
}

export type PaneSideVerdict = 'paneTooSmall' | 'paneTooLarge' | 'paneUnusuallyLarge' | null

/** What a side of `value` in `unit` is for a pane of `windowType`; null when it is an ordinary size. */
export function checkPaneSide(value: number, unit: WindowUnit, windowType: WindowType): PaneSideVerdict {
  const inches = toInches(value, unit)
  const bounds = paneSizeBounds(windowType)
  // A thousandth of an inch of tolerance: 5.08 cm is 2″ whatever the floating point says.
  if (inches < bounds.minIn - 1e-3) return 'paneTooSmall'
  if (inches > bounds.maxIn + 1e-3) return 'paneTooLarge'
  if (inches > bounds.usualMaxIn + 1e-3) return 'paneUnusuallyLarge'
  return null
}

/**
 * A length in another unit, rounded to what that unit is measured to: a sixteenth of an inch, a
 * thousandth of a foot, a millimetre. So 36″ becomes 91.4 cm and back 36″, not 35.984″.
 */
export function convertLength(value: number, from: WindowUnit, to: WindowUnit): number {
  if (from === to) return value
  const converted = fromInches(toInches(value, from), to)
  const step = { inches: 1 / 16, feet: 0.001, centimeters: 0.1, meters: 0.001 }[to]
  // Never rounded to 0: a pane keeps a size. toFixed drops the float noise (91.4, not 91.40000000000001).
  return Number(Math.max(step, Math.round(converted / step) * step).toFixed(6))
}
