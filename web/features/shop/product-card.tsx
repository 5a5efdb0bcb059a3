import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ShoppingCart } from 'lucide-react'
import { Button } from '../../ui/button.tsx'
import { useFormats } from '../../app/use-formats.ts'
import { CATEGORY_LABELS, listingName } from './labels.ts'
import type { Listing } from './listings.ts'
import { productCopy } from './product-copy.ts'
import { Stars } from './stars.tsx'
import { StockBadge } from './stock-badge.tsx'
import { useAddToCart } from './use-add-to-cart.ts'

/** One film line, kit, tool or sample pack in the shop's grid. */
export function ProductCard({ listing }: { listing: Listing }) {
  const { i18n, t } = useLingui()
  const { money, percent } = useFormats()
  const addToCart = useAddToCart()
  const name = listingName(i18n, listing)
  const copy = productCopy(listing.products[0]!)
  const single = listing.products.length === 1 ? listing.products[0]! : null
  const { specs } = listing
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-accent-400 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent-500">
      <img
        src={listing.imageUrl}
        alt=""
        width={300}
        height={200}
        loading="lazy"
        className="aspect-[3/2] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase">
          {i18n._(CATEGORY_LABELS[listing.category])}
        </p>
        <h3 className="text-lg leading-snug font-semibold text-slate-900">
          {/* The whole card is the link; the button below stays a button above it. */}
          <Link
            to="/shop/$key"
            params={{ key: listing.key }}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {name}
          </Link>
        </h3>
        {copy && <p className="text-sm text-slate-600">{i18n._(copy.summary)}</p>}
        {specs && (
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
            <div className="flex gap-1">
              <dt>
                <Trans>VLT</Trans>
              </dt>
              <dd className="font-semibold text-slate-800">{percent(specs.vlt)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>
                <Trans>Heat rejected</Trans>
              </dt>
              <dd className="font-semibold text-slate-800">{percent(specs.solarEnergyRejected)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>
                <Trans>Thickness</Trans>
              </dt>
              <dd className="font-semibold text-slate-800">
                <Trans>{specs.thicknessMil} mil</Trans>
              </dd>
            </div>
          </dl>
        )}
        {listing.rating.count > 0 && (
          <p className="flex items-center gap-2 text-xs text-slate-600">
            <Stars rating={listing.rating.average} />
            <Trans>({listing.rating.count})</Trans>
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
          <div className="flex flex-col gap-1">
            <p className="text-lg font-bold text-brand-900">
              {single ? (
                single.priceCents === 0 ? (
                  <Trans>Free</Trans>
                ) : (
                  money(single.priceCents)
                )
              ) : (
                <Trans>From {money(listing.fromCents)}</Trans>
              )}
            </p>
            <StockBadge inStock={listing.inStock} service={listing.category === 'service'} />
          </div>
          {single && (
            <Button
              size="sm"
              className="relative z-10"
              disabled={!listing.inStock}
              onClick={() => void addToCart(single)}
              aria-label={t`Add to cart: ${name}`}
            >
              <ShoppingCart aria-hidden />
              <Trans>Add to cart</Trans>
            </Button>
          )}
        </div>
      </div>
    </li>
  )
}
