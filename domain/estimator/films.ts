import { FILM_LINES, type FilmLine } from '../catalog/films.ts'
import type { EstimateWindow, FilmType } from '../estimates/estimate.ts'

/*
 * A window's film type is what the customer asks for; its grade is the stocked film line (catalog SKU)
 * that delivers it. An empty or unknown grade means the type's usual line.
 */

export const FILM_GRADES: Readonly<Record<FilmType, readonly [string, ...string[]]>> = {
  standard: ['SOL-DR35', 'SOL-DR15'],
  premium: ['SOL-CR40', 'SOL-CR20'],
  energySaving: ['SOL-CR70', 'SOL-DR15'],
  security: ['SEC-8C', 'SEC-4C', 'SEC-14C', 'SEC-15S', 'BAL-21'],
  decorative: ['DEC-FW', 'DEC-DC', 'DEC-GR', 'DEC-RL', 'DEC-BO'],
}

const BY_SKU = new Map(FILM_LINES.map((line) => [line.sku, line]))

function lineOf(sku: string): FilmLine {
  const line = BY_SKU.get(sku)
  if (!line) throw new Error(`The film catalog has no ${sku}`)
  return line
}

/** The film lines a film type can be installed with, the usual one first. */
export function gradesOf(filmType: FilmType): FilmLine[] {
  return FILM_GRADES[filmType].map(lineOf)
}

/** The film line a window gets: its grade when that belongs to its film type, else the type's usual one. */
export function filmLineOf(window: Pick<EstimateWindow, 'filmType' | 'filmGrade'>): FilmLine {
  const grades = FILM_GRADES[window.filmType]
  return lineOf(grades.includes(window.filmGrade) ? window.filmGrade : grades[0])
}
