// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Dexie } from 'dexie'
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CatalogProduct } from '../../../domain/shop/catalog.ts'
import { deviceDb, GUEST } from '../../app/device-db.ts'
import { listCart } from '../../app/cart.ts'
import { DiyOrderPage } from './diy-order-page.tsx'

const navigate = vi.fn()
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, className }: { children: ReactNode; className?: string }) => (
    <a href="#" className={className}>
      {children}
    </a>
  ),
  useNavigate: () => navigate,
}))
vi.mock('../../app/session/auth-provider.tsx', () => ({ useAuth: () => ({ user: null, isLoading: false }) }))

function product(overrides: Partial<CatalogProduct> & Pick<CatalogProduct, 'sku'>): CatalogProduct {
  return {
    id: `prod_${overrides.sku}`,
    filmSku: null,
    name: overrides.sku,
    category: 'solar',
    widthIn: null,
    lengthFt: null,
    priceCents: 100_00,
    popularity: 0,
    specs: null,
    stockStatus: 'inStock',
    rating: { average: 0, count: 0 },
    reviews: [],
    relatedIds: [],
    imageUrl: '/x.webp',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  }
}

const catalog: CatalogProduct[] = [
  ...[36, 48, 60, 72].map((widthIn) =>
    product({
      sku: `SOL-CR40-${widthIn}`,
      filmSku: 'SOL-CR40',
      widthIn,
      lengthFt: 100,
      priceCents: widthIn * 10_00,
    }),
  ),
  product({ sku: 'KIT-DIY', category: 'kit', priceCents: 34_99 }),
]
vi.mock('../../app/catalog-store.ts', () => ({
  useCatalog: () => catalog,
  refreshCatalog: () => Promise.resolve('current'),
}))

beforeAll(() => {
  Object.assign(Dexie.dependencies, { indexedDB, IDBKeyRange })
})

afterEach(async () => {
  cleanup()
  navigate.mockClear()
  await deviceDb().drafts.clear()
  await deviceDb().cart.clear()
})

function renderPage() {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  return render(
    <I18nProvider i18n={i18n}>
      <DiyOrderPage />
    </I18nProvider>,
  )
}

describe('DiyOrderPage', () => {
  it('prices the pieces for typed sizes and puts them with the kit into the cart', async () => {
    renderPage()
    const width = await screen.findByLabelText<HTMLInputElement>('Width (in)')
    fireEvent.change(width, { target: { value: '35.5' } })
    fireEvent.blur(width)
    expect(width.value).toBe('35 1/2″')
    fireEvent.change(screen.getByLabelText('Height (in)'), { target: { value: '47 1/2' } })

    const summary = screen.getByRole('complementary')
    // 36 1/2″ × 48 1/2″ with the default trim, turned across a 60″ roll: 3.1 ft, sold as a 5 ft cut.
    await within(summary).findByText('Cut to 5 ft')
    expect(summary.textContent).toContain('Ceramic 40, 60″ roll')
    expect(summary.textContent).toContain('$37.50') // 600.00 / 100 ft × 5 ft × 1.25
    expect(summary.textContent).toContain('$72.49') // with the kit

    fireEvent.click(within(summary).getByRole('button', { name: 'Add to cart' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/cart' }))
    const lines = await listCart(GUEST)
    expect(lines.map((line) => [line.productId, line.quantity, line.options]).sort()).toEqual([
      ['prod_KIT-DIY', 1, {}],
      ['prod_SOL-CR40-60', 1, { cutLengthFt: 5 }],
    ])
  })

  it('keeps the form across a reload', async () => {
    const first = renderPage()
    fireEvent.change(await screen.findByLabelText('Label (optional)'), { target: { value: 'Kitchen' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add a window' }))
    await waitFor(() => expect(screen.getAllByLabelText('Width (in)')).toHaveLength(2))
    await new Promise((resolve) => setTimeout(resolve, 50))
    first.unmount()

    renderPage()
    await waitFor(() => expect(screen.getAllByLabelText('Width (in)')).toHaveLength(2))
    expect(screen.getAllByLabelText<HTMLInputElement>('Label (optional)')[0]!.value).toBe('Kitchen')
  })

  it('says what is wrong with a size and does not order', async () => {
    renderPage()
    fireEvent.change(await screen.findByLabelText('Width (in)'), { target: { value: '35 9/8' } })
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'That fraction is not valid: try 5/8',
    )
    expect(
      within(screen.getByRole('complementary')).getByRole('button', { name: 'Add to cart' }),
    ).toHaveProperty('disabled', true)
  })
})
