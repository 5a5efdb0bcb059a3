import { describe, expect, it } from 'vitest'
import { FILM_LINES } from '../catalog/films.ts'
import { FILM_TYPES } from '../estimates/estimate.ts'
import { FILM_GRADES, filmLineOf, gradesOf } from './films.ts'

describe('film grades', () => {
  it('offers only stocked lines, and every stocked line under some film type', () => {
    const offered = new Set(FILM_TYPES.flatMap((type) => gradesOf(type).map((line) => line.sku)))
    expect([...offered].sort()).toEqual(FILM_LINES.map((line) => line.sku).sort())
  })

  it('uses the chosen grade when it fits the type, and the usual line otherwise', () => {
    expect(filmLineOf({ filmType: 'security', filmGrade: 'BAL-21' }).sku).toBe('BAL-21')
    expect(filmLineOf({ filmType: 'security', filmGrade: '' }).sku).toBe(FILM_GRADES.security[0])
    expect(filmLineOf({ filmType: 'decorative', filmGrade: 'BAL-21' }).sku).toBe('DEC-FW')
  })
})
