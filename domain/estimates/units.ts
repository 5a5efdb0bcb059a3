/** The units a window is measured in, and the kinds of window (their pane sizes differ). */
export const WINDOW_UNITS = ['inches', 'feet', 'centimeters', 'meters'] as const
export type WindowUnit = (typeof WINDOW_UNITS)[number]

export const WINDOW_TYPES = ['residential', 'commercial', 'automotive'] as const
export type WindowType = (typeof WINDOW_TYPES)[number]

/** Length of one unit, in inches (exact by definition: 1 in = 2.54 cm). */
const CENTIMETERS_PER_INCH = 2.54

export function toInches(value: number, unit: WindowUnit): number {
  switch (unit) {
    case 'inches':
      return value
    case 'feet':
      return value * 12
    case 'centimeters':
      return value / CENTIMETERS_PER_INCH
    case 'meters':
      return (value * 100) / CENTIMETERS_PER_INCH
  }
}

export function fromInches(inches: number, unit: WindowUnit): number {
  switch (unit) {
    case 'inches':
      return inches
    case 'feet':
      return inches / 12
    case 'centimeters':
      return inches * CENTIMETERS_PER_INCH
    case 'meters':
      return (inches * CENTIMETERS_PER_INCH) / 100
  }
}
