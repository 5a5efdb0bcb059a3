import { describe, expect, it } from 'vitest'
import { FILM_LINES, ROLL_WIDTHS_IN } from '../catalog/films.ts'
import { relatedProductIds, sampleFilmCategory, type RelatableProduct } from './related.ts'

/** A catalog like the seeded one: four widths of every line (popularity in line order), and the accessories. */
function catalog(): RelatableProduct[] {
  const rolls = FILM_LINES.flatMap((film, i) =>
    ROLL_WIDTHS_IN.map((widthIn) => ({
      id: `${film.sku}-${widthIn}`,
      sku: `${film.sku}-${widthIn}`,
      filmSku: film.sku,
      category: film.category,
      widthIn,
      popularity: 100 - i * 4 - Math.abs(widthIn - 60) / 6,
    })),
  )
  const piece = (sku: string, category: RelatableProduct['category'], popularity: number) => ({
    id: sku,
    sku,
    filmSku: null,
    category,
    widthIn: null,
    popularity,
  })
  return [
    ...rolls,
    piece('KIT-DIY', 'kit', 88),
    piece('KIT-PRO', 'kit', 74),
    piece('TOOL-BLADES', 'tool', 70),
    piece('TOOL-GASKET', 'tool', 52),
    piece('TOOL-WETGLAZE', 'tool', 48),
    piece('SMP-SEC', 'sample', 66),
    piece('SMP-SOL', 'sample', 81),
    piece('SMP-DEC', 'sample', 59),
  ]
}

describe('relatedProductIds', () => {
  const related = relatedProductIds(catalog())

  it('leads from a roll to its other widths, then the kit, tools and samples its film needs', () => {
    expect(related.get('SOL-CR40-36')).toEqual([
      'SOL-CR40-48',
      'SOL-CR40-60',
      'SOL-CR40-72',
      'KIT-DIY',
      'TOOL-BLADES',
      'TOOL-GASKET',
      'SMP-SOL',
    ])
    // Thick security film goes on with the pro kit and wet-glaze silicone.
    expect(related.get('SEC-8C-60')?.slice(3)).toEqual(['KIT-PRO', 'TOOL-WETGLAZE', 'TOOL-BLADES', 'SMP-SEC'])
  })

  it('leads from a kit or a tool to the other kind, and to the best-selling films it is used with', () => {
    // The DIY kit is for solar and decorative film: the best line of each, then the next best.
    expect(related.get('KIT-DIY')).toEqual([
      'TOOL-BLADES',
      'TOOL-GASKET',
      'SOL-CR20-60',
      'DEC-FW-60',
      'SOL-CR40-60',
      'SOL-CR70-60',
    ])
    expect(
      related
        .get('KIT-PRO')
        ?.slice(2)
        .every((id) => id.startsWith('SEC-') || id.startsWith('BAL-')),
    ).toBe(true)
    expect(related.get('TOOL-BLADES')?.slice(0, 2)).toEqual(['KIT-DIY', 'KIT-PRO'])
  })

  it('leads from a sample pack to the films it has swatches of', () => {
    expect(sampleFilmCategory('SMP-DEC')).toBe('decorative')
    expect(related.get('SMP-DEC')).toEqual(['DEC-FW-60', 'DEC-DC-60', 'DEC-GR-60', 'DEC-RL-60', 'KIT-DIY'])
  })

  it('names only products of the catalog, never the product itself', () => {
    const products = catalog().filter((p) => p.sku !== 'TOOL-GASKET' && p.sku !== 'SOL-CR40-72')
    const ids = new Set(products.map((p) => p.id))
    for (const [id, list] of relatedProductIds(products)) {
      expect(list).not.toContain(id)
      expect(list.every((other) => ids.has(other))).toBe(true)
      expect(new Set(list).size).toBe(list.length)
    }
  })
})
