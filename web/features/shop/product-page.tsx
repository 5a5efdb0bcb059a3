import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Check, ChevronRight, ShoppingCart } from 'lucide-react'
import { useEffect, useId, useMemo, useState } from 'react'
import { ORDER_LIMITS } from '../../../domain/shop/limits.ts'
import { maxLineQuantity, unitCents } from '../../../domain/shop/pricing.ts'
import { isService } from '../../../domain/shop/products.ts'
import { Button } from '../../ui/button.tsx'
import { ChoiceCard, ChoiceFieldset } from '../../ui/choice-card.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { Loader } from '../../ui/loader.tsx'
import { useFormats } from '../../app/use-formats.ts'
import { translateOrderError } from '../orders/order-messages.ts'
import { useDocumentTitle } from '../../ui/use-document-title.ts'
import { shopProductOf } from './cart.ts'
import { refreshCatalog, useCatalog } from '../../app/catalog-store.ts'
import { CATEGORY_LABELS, listingName } from './labels.ts'
import { listingsOf, type Listing } from './listings.ts'
import { ProductCard } from './product-card.tsx'
import { productCopy } from './product-copy.ts'
import { ProductReviews } from './product-reviews.tsx'
import { Stars } from './stars.tsx'
import { StockBadge } from './stock-badge.tsx'
import { useAddToCart } from './use-add-to-cart.ts'
import { compareCodes } from '../../../domain/compare.ts'
import { openingProduct } from '../../../domain/shop/listing.ts'

/** /shop/{key}: a film line (choose width, full roll or cut) or one kit, tool or sample pack. */
export function ProductPage({ listingKey }: { listingKey: string }) {
  const catalog = useCatalog()
  const [refreshing, setRefreshing] = useState(true)
  useEffect(() => {
    void refreshCatalog().finally(() => setRefreshing(false))
  }, [])
  const listings = useMemo(() => listingsOf(catalog ?? []), [catalog])
  const listing = listings.find((candidate) => candidate.key === listingKey)

  // On a first visit the device has no catalog yet: wait for the download rather than say "not in
  // our catalog" for a moment. The loader takes the page's height, so that the footer does not jump
  // down the screen when the product arrives.
  if (catalog === undefined || (!listing && refreshing))
    return <Loader size="sm" className="min-h-[80dvh] py-24" />
  if (!listing) return <ProductMissing />
  return <ProductDetails key={listing.key} listing={listing} listings={listings} />
}

function ProductMissing() {
  const { t } = useLingui()
  useDocumentTitle(t`Product not found`)
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-4 py-16 sm:px-6">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>This product is not in our catalog</Trans>
      </h1>
      <p className="text-slate-700">
        <Trans>
          It may have been renamed or retired, or the catalog on this device is not up to date yet.
        </Trans>
      </p>
      <Button asChild>
        <Link to="/shop" search={{}}>
          <Trans>Browse the shop</Trans>
        </Link>
      </Button>
    </div>
  )
}

type Purchase = 'roll' | 'cut'

function ProductDetails({ listing, listings }: { listing: Listing; listings: Listing[] }) {
  const { t, i18n } = useLingui()
  const { money, percent } = useFormats()
  const addToCart = useAddToCart()
  const name = listingName(i18n, listing)
  useDocumentTitle(name)
  const copy = productCopy(listing.products[0]!)
  const isFilm = listing.products[0]!.lengthFt !== null

  const [productId, setProductId] = useState(() => openingProduct(listing.products)!.id)
  const product = listing.products.find((p) => p.id === productId) ?? listing.products[0]!
  const [purchase, setPurchase] = useState<Purchase>('roll')
  const [cutText, setCutText] = useState('25')
  const [quantityText, setQuantityText] = useState('1')

  const max = maxLineQuantity(product)
  const cutLengthFt = Number(cutText)
  const quantity = Number(quantityText)
  const cutError =
    purchase !== 'cut'
      ? undefined
      : !Number.isInteger(cutLengthFt)
        ? translateOrderError(i18n, 'cutLengthInvalid')
        : cutLengthFt < ORDER_LIMITS.minCutFt
          ? translateOrderError(i18n, 'cutLengthTooShort')
          : cutLengthFt > (product.lengthFt ?? 0)
            ? translateOrderError(i18n, 'cutLengthTooLong')
            : undefined
  const quantityError =
    !Number.isInteger(quantity) || quantity < 1
      ? translateOrderError(i18n, 'quantityInvalid')
      : quantity > max
        ? t`At most ${max} per order`
        : undefined
  const cut = purchase === 'cut' && !cutError ? cutLengthFt : null
  const unit = unitCents({ product: shopProductOf(product), quantity: 1, cutLengthFt: cut })
  const inStock = product.stockStatus === 'inStock'
  const canAdd = inStock && !cutError && !quantityError

  const reviews = listing.products
    .flatMap((p) => p.reviews)
    .toSorted((a, b) => compareCodes(b.createdAt, a.createdAt))
  const related = useMemo(() => {
    const keys = new Set(product.relatedIds)
    return listings.filter(
      (candidate) => candidate.key !== listing.key && candidate.products.some((p) => keys.has(p.id)),
    )
  }, [listings, listing.key, product.relatedIds])

  const widthGroup = useId()
  const purchaseGroup = useId()

  return (
    <div className="bg-slate-50">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-6 sm:px-6 md:py-10">
        <nav aria-label={t`Breadcrumb`} className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
          <Link to="/shop" search={{}} className="font-semibold text-brand-700 hover:underline">
            <Trans>Shop</Trans>
          </Link>
          <ChevronRight className="size-4" aria-hidden />
          <Link
            to="/shop"
            search={{ category: listing.category }}
            className="font-semibold text-brand-700 hover:underline"
          >
            {i18n._(CATEGORY_LABELS[listing.category])}
          </Link>
        </nav>

        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          <img
            src={product.imageUrl}
            alt={product.widthIn ? t`${name}, ${product.widthIn}″ roll` : name}
            width={600}
            height={400}
            className="aspect-[3/2] w-full rounded-2xl border border-slate-200 bg-white object-cover"
          />
          <div className="flex flex-col gap-4">
            <div>
              <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase">
                {i18n._(CATEGORY_LABELS[listing.category])}
              </p>
              <h1 className="mt-1 text-3xl font-bold tracking-tight text-brand-900">{name}</h1>
              {listing.rating.count > 0 && (
                <a
                  href="#reviews"
                  className="mt-2 inline-flex items-center gap-2 text-sm text-slate-700 hover:underline"
                >
                  <Stars rating={listing.rating.average} />
                  <Plural value={listing.rating.count} one="# review" other="# reviews" />
                </a>
              )}
            </div>
            {copy && <p className="text-slate-700">{i18n._(copy.summary)}</p>}

            {listing.products.length > 1 && (
              <ChoiceFieldset>
                <legend id={widthGroup} className="mb-2 text-sm font-semibold text-slate-800">
                  <Trans>Roll width</Trans>
                </legend>
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                  {listing.products.map((choice) => (
                    <ChoiceCard key={choice.id} checked={choice.id === product.id}>
                      <input
                        type="radio"
                        name={widthGroup}
                        className="sr-only"
                        checked={choice.id === product.id}
                        onChange={() => setProductId(choice.id)}
                      />
                      <span className="font-semibold text-slate-900">{choice.widthIn}″</span>
                      <span className="text-slate-700">{money(choice.priceCents)}</span>
                      <StockBadge inStock={choice.stockStatus === 'inStock'} className="self-start" />
                    </ChoiceCard>
                  ))}
                </div>
              </ChoiceFieldset>
            )}

            {isFilm && (
              <ChoiceFieldset>
                <legend id={purchaseGroup} className="mb-2 text-sm font-semibold text-slate-800">
                  <Trans>How much film</Trans>
                </legend>
                <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                  <ChoiceCard checked={purchase === 'roll'}>
                    <input
                      type="radio"
                      name={purchaseGroup}
                      className="sr-only"
                      checked={purchase === 'roll'}
                      onChange={() => setPurchase('roll')}
                    />
                    <span className="font-semibold text-slate-900">
                      <Trans>Full roll, {product.lengthFt} ft</Trans>
                    </span>
                    <span className="text-slate-600">{money(product.priceCents)}</span>
                  </ChoiceCard>
                  <ChoiceCard checked={purchase === 'cut'}>
                    <input
                      type="radio"
                      name={purchaseGroup}
                      className="sr-only"
                      checked={purchase === 'cut'}
                      onChange={() => setPurchase('cut')}
                    />
                    <span className="font-semibold text-slate-900">
                      <Trans>Cut to length</Trans>
                    </span>
                    <span className="text-slate-600">
                      <Trans>
                        From {ORDER_LIMITS.minCutFt} ft,{' '}
                        {money(unitCents({ product: shopProductOf(product), quantity: 1, cutLengthFt: 1 }))}{' '}
                        per ft
                      </Trans>
                    </span>
                  </ChoiceCard>
                </div>
              </ChoiceFieldset>
            )}

            <div className="grid grid-cols-2 gap-3">
              {purchase === 'cut' && (
                <FormField
                  label={t`Length (ft)`}
                  type="number"
                  inputMode="numeric"
                  min={ORDER_LIMITS.minCutFt}
                  max={product.lengthFt ?? undefined}
                  value={cutText}
                  error={cutError}
                  onChange={(event) => setCutText(event.currentTarget.value)}
                />
              )}
              {max > 1 && (
                <FormField
                  label={t`Quantity`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={max}
                  value={quantityText}
                  error={quantityError}
                  onChange={(event) => setQuantityText(event.currentTarget.value)}
                />
              )}
            </div>

            <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-4">
              <div>
                <p className="text-2xl font-bold text-brand-900" aria-live="polite">
                  {unit === 0 ? <Trans>Free</Trans> : money(unit * (quantityError ? 1 : quantity))}
                </p>
                <StockBadge inStock={inStock} service={isService(product)} />
              </div>
              <Button
                size="lg"
                disabled={!canAdd}
                onClick={() => void addToCart(product, quantity, cut === null ? {} : { cutLengthFt: cut })}
              >
                <ShoppingCart aria-hidden />
                <Trans>Add to cart</Trans>
              </Button>
            </div>
            {!inStock && (
              <p className="text-sm text-slate-700">
                <Trans>
                  None of our hubs has this one right now. Choose another width, or contact us for a restock
                  date.
                </Trans>
              </p>
            )}
          </div>
        </div>

        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-labelledby="about-product" className="flex flex-col gap-4">
            <h2 id="about-product" className="text-xl font-semibold text-slate-900">
              <Trans>About this product</Trans>
            </h2>
            {copy && <p className="text-slate-700">{i18n._(copy.description)}</p>}
            {/* What an admin wrote in the catalog editor (/admin/catalog), in English. */}
            {product.description && (
              <p className="whitespace-pre-line text-slate-700">{product.description}</p>
            )}
            {copy && copy.highlights.length > 0 && (
              <ul className="flex flex-col gap-2">
                {copy.highlights.map((highlight) => (
                  <li key={highlight.id} className="flex gap-2 text-slate-700">
                    <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                    {i18n._(highlight)}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {listing.specs && (
            <section
              aria-labelledby="specifications"
              className="rounded-2xl border border-slate-200 bg-white p-5"
            >
              <h2 id="specifications" className="text-lg font-semibold text-slate-900">
                <Trans>Specifications</Trans>
              </h2>
              <dl className="mt-3 divide-y divide-slate-100 text-sm">
                <SpecRow label={t`Visible light transmitted (VLT)`} value={percent(listing.specs.vlt)} />
                <SpecRow
                  label={t`Solar energy rejected`}
                  value={percent(listing.specs.solarEnergyRejected)}
                />
                <SpecRow label={t`UV rejected`} value={percent(listing.specs.uvRejected)} />
                <SpecRow label={t`Thickness`} value={t`${listing.specs.thicknessMil} mil`} />
                <SpecRow
                  label={t`Warranty, residential`}
                  value={t`${listing.specs.warrantyYears.residential} years`}
                />
                <SpecRow
                  label={t`Warranty, commercial`}
                  value={t`${listing.specs.warrantyYears.commercial} years`}
                />
                {product.widthIn && product.lengthFt && (
                  <SpecRow label={t`Roll size`} value={`${product.widthIn}″ × ${product.lengthFt}′`} />
                )}
                <SpecRow label={t`SKU`} value={product.sku} />
              </dl>
            </section>
          )}
        </div>

        <ProductReviews listing={listing} product={product} reviews={reviews} />

        {related.length > 0 && (
          <section aria-labelledby="related-products" className="flex flex-col gap-4">
            <h2 id="related-products" className="text-xl font-semibold text-slate-900">
              <Trans>Related products</Trans>
            </h2>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {related.slice(0, 4).map((other) => (
                <ProductCard key={other.key} listing={other} />
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  )
}

function SpecRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-semibold text-slate-900">{value}</dd>
    </div>
  )
}
