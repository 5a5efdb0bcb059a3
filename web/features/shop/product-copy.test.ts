import type { MessageDescriptor } from '@lingui/core'
import { describe, expect, it } from 'vitest'
// eslint-disable-next-line import-x/no-restricted-paths -- test only: the copy must cover the seeded catalog
import { seedProducts } from '../../../api/db/seed.ts'
import { FILM_LINES } from '../../../domain/catalog/films.ts'
import { PRODUCT_COPY, productCopy, type ProductCopy } from './product-copy.ts'

const accessories = seedProducts().filter((product) => product.filmSku === undefined)

function english(descriptor: MessageDescriptor): string {
  return descriptor.message ?? ''
}

function messagesOf(copy: ProductCopy): MessageDescriptor[] {
  return [...(copy.name ? [copy.name] : []), copy.summary, copy.description, ...copy.highlights]
}

describe('PRODUCT_COPY', () => {
  it.each(FILM_LINES.map((film) => film.sku))(
    'has copy for film line %s, without a translated name',
    (sku) => {
      const copy = PRODUCT_COPY[sku]
      expect(copy).toBeDefined()
      expect(copy?.name).toBeUndefined()
    },
  )

  it('covers the seeded kits, tools and sample packs', () => {
    expect(accessories.length).toBeGreaterThan(0)
    for (const product of accessories) {
      const copy = PRODUCT_COPY[product.sku]
      expect(copy, product.sku).toBeDefined()
      expect(copy?.name, product.sku).toBeDefined()
    }
  })

  it('keeps summaries short, descriptions to 2–4 sentences and 3–5 highlights', () => {
    for (const [sku, copy] of Object.entries(PRODUCT_COPY)) {
      expect(english(copy.summary).length, sku).toBeLessThanOrEqual(110)
      const sentences = english(copy.description)
        .split(/[.?]\s+|[.?]$/)
        .filter(Boolean)
      expect(sentences.length, sku).toBeGreaterThanOrEqual(2)
      expect(sentences.length, sku).toBeLessThanOrEqual(4)
      expect(copy.highlights.length, sku).toBeGreaterThanOrEqual(3)
      expect(copy.highlights.length, sku).toBeLessThanOrEqual(5)
    }
  })

  it('writes plain, typographic English', () => {
    for (const [sku, copy] of Object.entries(PRODUCT_COPY)) {
      for (const descriptor of messagesOf(copy)) {
        const text = english(descriptor)
        expect(text, sku).not.toBe('')
        expect(text, sku).not.toMatch(/[!'"{}]/)
      }
    }
  })
})

describe('productCopy', () => {
  it('resolves a roll through its film line', () => {
    const roll = seedProducts().find((product) => product.sku === 'SEC-8C-48')
    expect(roll?.filmSku).toBe('SEC-8C')
    expect(productCopy({ sku: 'SEC-8C-48', filmSku: 'SEC-8C' })).toBe(PRODUCT_COPY['SEC-8C'])
  })

  it('resolves every seeded product', () => {
    for (const product of seedProducts()) {
      expect(productCopy({ sku: product.sku, filmSku: product.filmSku ?? null }), product.sku).toBeDefined()
    }
  })

  it('uses a product’s own SKU for kits, tools and samples', () => {
    expect(productCopy({ sku: 'KIT-DIY', filmSku: null })).toBe(PRODUCT_COPY['KIT-DIY'])
  })

  it('returns undefined for an unknown product, including inherited property names', () => {
    expect(productCopy({ sku: 'NOPE-1', filmSku: null })).toBeUndefined()
    expect(productCopy({ sku: 'constructor', filmSku: 'toString' })).toBeUndefined()
  })
})
