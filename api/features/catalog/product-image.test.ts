import { describe, expect, it } from 'vitest'
import { FilmSpecsSchema } from '../../../domain/shop/catalog.ts'
import { seedProducts } from '../../db/seed.ts'
import { productImageSvg, type ImageProduct } from './product-image.ts'

/**
 * A strict enough well-formedness check for what we generate: every tag closed in order, every
 * attribute quoted, no stray `<` or `&` in text, only numeric or predefined entities.
 */
function wellFormedProblems(xml: string): string[] {
  const problems: string[] = []
  const open: string[] = []
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g
  for (const match of xml.matchAll(token)) {
    const [, closing, name, , selfClosing, text, stray] = match
    if (stray) problems.push(`stray < at ${match.index}`)
    else if (text !== undefined) {
      if (/&(?!(#\d+|#x[\da-f]+|amp|lt|gt|quot|apos);)/i.test(text)) problems.push(`bare & in "${text}"`)
    } else if (closing) {
      if (open.pop() !== name) problems.push(`</${name}> closes nothing open`)
    } else if (!selfClosing) open.push(name!)
  }
  if (open.length) problems.push(`unclosed: ${open.join(', ')}`)
  return problems
}

const imageProduct = (product: ReturnType<typeof seedProducts>[number]): ImageProduct => {
  const specs = FilmSpecsSchema.safeParse(product.specs)
  return {
    sku: product.sku,
    name: product.name,
    category: product.category,
    widthIn: product.widthIn ?? null,
    lengthFt: product.lengthFt ?? null,
    specs: specs.success ? specs.data : null,
  }
}

describe('productImageSvg', () => {
  it('draws every seeded product as one well-formed SVG of 0.5–3.5 KB with its name as title', () => {
    for (const product of seedProducts()) {
      const svg = productImageSvg(imageProduct(product))
      expect(wellFormedProblems(svg), product.sku).toEqual([])
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="300" height="200"/)
      expect(svg).toContain(`<title>${product.name}</title>`)
      expect(svg.length, product.sku).toBeGreaterThan(500)
      expect(svg.length, product.sku).toBeLessThan(3500)
      // Every url(#id) it uses is defined in it.
      for (const [, id] of svg.matchAll(/url\(#([\w-]+)\)/g))
        expect(svg, `${product.sku} #${id}`).toContain(`id="${id}"`)
    }
  })

  it('prints the roll width, and shows how dark the film is', () => {
    const rolls = seedProducts().filter((p) => p.filmSku === 'SOL-CR20' || p.filmSku === 'SOL-CR70')
    const svgs = rolls.map((p) => productImageSvg(imageProduct(p)))
    for (const [i, roll] of rolls.entries()) {
      expect(svgs[i]).toContain(`>${roll.widthIn}″</text>`)
      expect(svgs[i]).toContain(`>${(roll.specs as { vlt: number }).vlt}% VLT</text>`)
    }
    expect(new Set(svgs).size).toBe(svgs.length)
  })

  it('escapes what the name holds', () => {
    const svg = productImageSvg({
      sku: 'X-1',
      name: 'Film <b> & "more"',
      category: 'tool',
      widthIn: null,
      lengthFt: null,
      specs: null,
    })
    expect(svg).toContain('<title>Film &#60;b&#62; &#38; &#34;more&#34;</title>')
    expect(wellFormedProblems(svg)).toEqual([])
  })
})
