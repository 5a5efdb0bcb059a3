/**
 * The film lines the supplier stocks, with the performance figures printed on their spec sheets.
 * One source for the seeded catalog (api) and the product pages (web).
 */
export const FILM_CATEGORIES = ['security', 'solar', 'decorative'] as const
export type FilmCategory = (typeof FILM_CATEGORIES)[number]

export interface FilmLine {
  sku: string
  name: string
  category: FilmCategory
  /** Visible light transmitted, percent. */
  vlt: number
  /** Total solar energy rejected, percent. */
  solarEnergyRejected: number
  /** Ultraviolet rejected, percent. */
  uvRejected: number
  thicknessMil: number
  warrantyYears: { residential: number; commercial: number }
  /** Price of one 60 in × 100 ft roll, in cents. */
  rollPriceCents: number
  /** Patterned films cannot be rotated when cut. */
  patterned: boolean
}

export const FILM_LINES: readonly FilmLine[] = [
  {
    sku: 'SEC-4C',
    name: 'Shield Clear 4',
    category: 'security',
    vlt: 89,
    solarEnergyRejected: 17,
    uvRejected: 99,
    thicknessMil: 4,
    warrantyYears: { residential: 15, commercial: 10 },
    rollPriceCents: 62000,
    patterned: false,
  },
  {
    sku: 'SEC-8C',
    name: 'Shield Clear 8',
    category: 'security',
    vlt: 88,
    solarEnergyRejected: 16,
    uvRejected: 99,
    thicknessMil: 8,
    warrantyYears: { residential: 15, commercial: 12 },
    rollPriceCents: 89000,
    patterned: false,
  },
  {
    sku: 'SEC-14C',
    name: 'Shield Clear 14',
    category: 'security',
    vlt: 87,
    solarEnergyRejected: 15,
    uvRejected: 99,
    thicknessMil: 14,
    warrantyYears: { residential: 15, commercial: 12 },
    rollPriceCents: 138000,
    patterned: false,
  },
  {
    sku: 'SEC-15S',
    name: 'Shield Solar Guard 15',
    category: 'security',
    vlt: 35,
    solarEnergyRejected: 58,
    uvRejected: 99,
    thicknessMil: 15,
    warrantyYears: { residential: 15, commercial: 12 },
    rollPriceCents: 164000,
    patterned: false,
  },
  {
    sku: 'BAL-21',
    name: 'Ballistic Barrier 21',
    category: 'security',
    vlt: 84,
    solarEnergyRejected: 14,
    uvRejected: 99,
    thicknessMil: 21,
    warrantyYears: { residential: 12, commercial: 10 },
    rollPriceCents: 246000,
    patterned: false,
  },
  {
    sku: 'SOL-CR20',
    name: 'Ceramic 20',
    category: 'solar',
    vlt: 20,
    solarEnergyRejected: 61,
    uvRejected: 99,
    thicknessMil: 2,
    warrantyYears: { residential: 20, commercial: 15 },
    rollPriceCents: 71000,
    patterned: false,
  },
  {
    sku: 'SOL-CR40',
    name: 'Ceramic 40',
    category: 'solar',
    vlt: 40,
    solarEnergyRejected: 52,
    uvRejected: 99,
    thicknessMil: 2,
    warrantyYears: { residential: 20, commercial: 15 },
    rollPriceCents: 71000,
    patterned: false,
  },
  {
    sku: 'SOL-CR70',
    name: 'Ceramic 70 Clear View',
    category: 'solar',
    vlt: 70,
    solarEnergyRejected: 45,
    uvRejected: 99,
    thicknessMil: 2,
    warrantyYears: { residential: 20, commercial: 15 },
    rollPriceCents: 84000,
    patterned: false,
  },
  {
    sku: 'SOL-DR15',
    name: 'Dual Reflective 15',
    category: 'solar',
    vlt: 15,
    solarEnergyRejected: 77,
    uvRejected: 99,
    thicknessMil: 2,
    warrantyYears: { residential: 15, commercial: 10 },
    rollPriceCents: 48000,
    patterned: false,
  },
  {
    sku: 'SOL-DR35',
    name: 'Dual Reflective 35',
    category: 'solar',
    vlt: 35,
    solarEnergyRejected: 63,
    uvRejected: 99,
    thicknessMil: 2,
    warrantyYears: { residential: 15, commercial: 10 },
    rollPriceCents: 48000,
    patterned: false,
  },
  {
    sku: 'DEC-FW',
    name: 'Frost White',
    category: 'decorative',
    vlt: 68,
    solarEnergyRejected: 22,
    uvRejected: 99,
    thicknessMil: 3,
    warrantyYears: { residential: 10, commercial: 7 },
    rollPriceCents: 39000,
    patterned: false,
  },
  {
    sku: 'DEC-DC',
    name: 'Dusted Crystal',
    category: 'decorative',
    vlt: 73,
    solarEnergyRejected: 20,
    uvRejected: 99,
    thicknessMil: 3,
    warrantyYears: { residential: 10, commercial: 7 },
    rollPriceCents: 41000,
    patterned: false,
  },
  {
    sku: 'DEC-GR',
    name: 'Gradient Fade',
    category: 'decorative',
    vlt: 55,
    solarEnergyRejected: 28,
    uvRejected: 99,
    thicknessMil: 3,
    warrantyYears: { residential: 10, commercial: 7 },
    rollPriceCents: 58000,
    patterned: true,
  },
  {
    sku: 'DEC-RL',
    name: 'Reeded Linear',
    category: 'decorative',
    vlt: 62,
    solarEnergyRejected: 24,
    uvRejected: 99,
    thicknessMil: 3,
    warrantyYears: { residential: 10, commercial: 7 },
    rollPriceCents: 64000,
    patterned: true,
  },
  {
    sku: 'DEC-BO',
    name: 'Blackout Opaque',
    category: 'decorative',
    vlt: 0,
    solarEnergyRejected: 84,
    uvRejected: 100,
    thicknessMil: 2,
    warrantyYears: { residential: 10, commercial: 7 },
    rollPriceCents: 36000,
    patterned: false,
  },
]

export function filmsIn(category: FilmCategory): FilmLine[] {
  return FILM_LINES.filter((film) => film.category === category)
}

/** Standard roll widths, inches; every roll is 100 ft long. */
export const ROLL_WIDTHS_IN = [36, 48, 60, 72] as const
export const ROLL_LENGTH_FT = 100
