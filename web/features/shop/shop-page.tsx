import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'
import { Search, SlidersHorizontal, WifiOff } from 'lucide-react'
import { useEffect, useId, useMemo } from 'react'
import { PRODUCT_CATEGORIES } from '../../../domain/shop/products.ts'
import { Button } from '../../ui/button.tsx'
import { CheckboxField, SelectField } from '../../ui/choice-fields.tsx'
import { cn } from '../../ui/cn.ts'
import { Input } from '../../ui/input.tsx'
import { Loader } from '../../ui/loader.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { refreshCatalog, useCatalog } from '../../app/catalog-store.ts'
import { CATEGORY_LABELS, listingSearchText, SORT_LABELS } from './labels.ts'
import { filterListings, listingsOf, ShopSearchSchema, SORTS, type ShopSearch } from './listings.ts'
import { ProductCard } from './product-card.tsx'

const route = getRouteApi('/shop/')

/** A number field's value as a whole number, or undefined when empty or not a number. */
const wholeOrUndefined = (value: string) => {
  const number = Number.parseInt(value, 10)
  return Number.isFinite(number) && number >= 0 ? number : undefined
}

/** /shop: the catalog, searched, filtered and sorted on the device. */
export function ShopPage() {
  const { t, i18n } = useLingui()
  const raw = route.useSearch()
  const search = useMemo(() => ShopSearchSchema.parse(raw), [raw])
  const navigate = route.useNavigate()
  const catalog = useCatalog()
  const searchId = useId()

  useEffect(() => void refreshCatalog(), [])

  const listings = useMemo(() => listingsOf(catalog ?? []), [catalog])
  const shown = useMemo(
    () => filterListings(listings, search, (listing) => listingSearchText(i18n, listing)),
    [listings, search, i18n],
  )

  const update = (patch: Partial<ShopSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true, resetScroll: false })
  const filtered = Object.entries(search).some(([key, value]) => key !== 'sort' && value !== undefined)
  // The folded filters open by themselves when one of them is in use (a shared link, a reload).
  const detailed = [search.minPrice, search.maxPrice, search.minVlt, search.maxVlt, search.inStock].some(
    (value) => value !== undefined,
  )

  return (
    <>
      <PageHeader
        eyebrow={t`Shop`}
        title={t`Window film, kits and tools`}
        description={t`Rolls and cut-to-length film, install kits and free sample packs, shipped from our Atlanta, Florida and Carolinas hubs.`}
      />
      <div className="bg-slate-50">
        <div className="mx-auto grid grid-cols-1 w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <aside
            aria-labelledby="shop-filters"
            className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start"
          >
            <h2 id="shop-filters" className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <SlidersHorizontal className="size-4" aria-hidden />
              <Trans>Filters</Trans>
            </h2>
            <fieldset className="flex flex-col gap-1">
              <legend className="mb-2 text-sm font-semibold text-slate-800">
                <Trans>Category</Trans>
              </legend>
              <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
                {[undefined, ...PRODUCT_CATEGORIES].map((category) => (
                  <label
                    key={category ?? 'all'}
                    className={cn(
                      'relative flex shrink-0 cursor-pointer items-center rounded-full border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-500 lg:rounded-md',
                      search.category === category
                        ? 'border-brand-700 bg-brand-800 text-white'
                        : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400',
                    )}
                  >
                    <input
                      type="radio"
                      name="category"
                      className="sr-only"
                      checked={search.category === category}
                      onChange={() => update({ category })}
                    />
                    {category ? i18n._(CATEGORY_LABELS[category]) : t`All products`}
                  </label>
                ))}
              </div>
            </fieldset>
            <details
              className="group rounded-xl border border-slate-200 bg-white p-4 lg:open:border-slate-200"
              open={detailed || undefined}
            >
              <summary className="cursor-pointer text-sm font-semibold text-slate-800">
                <Trans>Price, light and stock</Trans>
              </summary>
              <div className="mt-4 flex flex-col gap-4">
                <fieldset className="grid grid-cols-2 gap-2">
                  <legend className="mb-1.5 text-sm font-semibold text-slate-800">
                    <Trans>Price (USD)</Trans>
                  </legend>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    aria-label={t`Lowest price`}
                    placeholder={t`Min`}
                    value={search.minPrice ?? ''}
                    onChange={(event) => update({ minPrice: wholeOrUndefined(event.currentTarget.value) })}
                  />
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    aria-label={t`Highest price`}
                    placeholder={t`Max`}
                    value={search.maxPrice ?? ''}
                    onChange={(event) => update({ maxPrice: wholeOrUndefined(event.currentTarget.value) })}
                  />
                </fieldset>
                <fieldset className="grid grid-cols-2 gap-2">
                  <legend className="mb-1.5 text-sm font-semibold text-slate-800">
                    <Trans>Visible light (VLT %)</Trans>
                  </legend>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={100}
                    aria-label={t`Lowest visible light transmission`}
                    placeholder={t`Min`}
                    value={search.minVlt ?? ''}
                    onChange={(event) => update({ minVlt: wholeOrUndefined(event.currentTarget.value) })}
                  />
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={100}
                    aria-label={t`Highest visible light transmission`}
                    placeholder={t`Max`}
                    value={search.maxVlt ?? ''}
                    onChange={(event) => update({ maxVlt: wholeOrUndefined(event.currentTarget.value) })}
                  />
                </fieldset>
                <CheckboxField
                  label={t`In stock only`}
                  checked={search.inStock ?? false}
                  onChange={(checked) => update({ inStock: checked || undefined })}
                />
              </div>
            </details>
            {filtered && (
              <Button
                variant="outline"
                onClick={() => void navigate({ search: { sort: search.sort }, replace: true })}
              >
                <Trans>Clear filters</Trans>
              </Button>
            )}
          </aside>

          <section aria-labelledby="shop-results" className="flex min-w-0 flex-col gap-4">
            <h2 id="shop-results" className="sr-only">
              <Trans>Products</Trans>
            </h2>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_14rem] sm:items-end">
              <div className="flex flex-col gap-1.5">
                <label htmlFor={searchId} className="text-sm font-semibold text-slate-800">
                  <Trans>Search the shop</Trans>
                </label>
                <div className="relative">
                  <Search
                    className="pointer-events-none absolute top-3.5 left-3 size-4 text-slate-400"
                    aria-hidden
                  />
                  <Input
                    id={searchId}
                    type="search"
                    className="pl-9"
                    placeholder={t`Film name, use or SKU`}
                    value={search.q ?? ''}
                    onChange={(event) => update({ q: event.currentTarget.value || undefined })}
                  />
                </div>
              </div>
              <SelectField
                label={t`Sort by`}
                value={search.sort ?? 'popular'}
                options={SORTS.map((sort) => ({ value: sort, label: i18n._(SORT_LABELS[sort]) }))}
                onChange={(sort) => update({ sort: sort === 'popular' ? undefined : sort })}
              />
            </div>
            {catalog === undefined ? (
              <Loader size="sm" className="py-16" />
            ) : catalog.length === 0 ? (
              <p className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-900">
                <WifiOff className="size-5 shrink-0" aria-hidden />
                <Trans>
                  The catalog has not been downloaded to this device yet. Connect to the internet once and it
                  stays available offline.
                </Trans>
              </p>
            ) : (
              <>
                <p className="text-sm text-slate-600" aria-live="polite">
                  <Plural value={shown.length} one="# product" other="# products" />
                </p>
                {shown.length === 0 ? (
                  <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700">
                    <p className="font-semibold">
                      <Trans>No products match these filters.</Trans>
                    </p>
                    <Link
                      to="/shop"
                      search={{}}
                      className="mt-2 inline-block font-semibold text-brand-700 underline"
                    >
                      <Trans>Show all products</Trans>
                    </Link>
                  </div>
                ) : (
                  <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
                    {shown.map((listing) => (
                      <ProductCard key={listing.key} listing={listing} />
                    ))}
                  </ul>
                )}
              </>
            )}
          </section>
        </div>
      </div>
    </>
  )
}
