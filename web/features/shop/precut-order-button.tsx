import { Trans } from '@lingui/react/macro'
import { AlertTriangle, Scissors } from 'lucide-react'
import { useEffect, useId, useMemo } from 'react'
import type { EstimateWindow } from '../../../domain/estimates/estimate.ts'
import { computeEstimate } from '../../../domain/estimator/compute.ts'
import { refreshCatalog, useCatalog } from '../../app/catalog-store.ts'
import { usePricingSheet } from '../../app/pricing-sheet-store.ts'
import { Button } from '../../ui/button.tsx'
import { precutOrder } from './precut.ts'
import { PrecutProblemText } from './precut-problem-text.tsx'
import { usePrecutToCart } from './use-precut-to-cart.ts'

/**
 * One tap from a job to its film in the cart: the roll plans of `windows` (computeEstimate, with the
 * trim the crew sheet and the installation use) as the pre-cut page's cart lines, then the cart, as
 * after the pre-cut page. What keeps the order out of the cart (a film not sold in that width, out of
 * stock) shows under the button, which then stays disabled.
 */
export function PrecutOrderButton({
  windows,
  address,
  label,
}: {
  windows: EstimateWindow[]
  address: string
  /** The button's name for a screen reader, which tells one job's button from the next; starts with its visible text. */
  label: string
}) {
  const sheet = usePricingSheet()
  const catalog = useCatalog()
  useEffect(() => void refreshCatalog(), [])
  const plans = useMemo(
    () => computeEstimate({ windows, address }, { sheet }).plans,
    [windows, address, sheet],
  )
  // An empty catalog has not been downloaded yet: it prices nothing rather than "not sold".
  const order = useMemo(() => (catalog?.length ? precutOrder(plans, catalog) : null), [catalog, plans])
  const { adding, add } = usePrecutToCart()
  const why = useId()
  const orderFilm = async () => {
    if (order?.ok) await add(order)
  }

  return (
    <div className="flex flex-col gap-2">
      <Button
        className="w-full sm:w-auto"
        aria-label={label}
        aria-describedby={order?.ok ? undefined : why}
        disabled={!order?.ok || adding}
        onClick={() => void orderFilm()}
      >
        <Scissors aria-hidden />
        <Trans>Order pre-cut film</Trans>
      </Button>
      <div id={why} className="flex flex-col gap-2 empty:hidden">
        {order === null
          ? catalog && (
              <p className="text-sm text-slate-600">
                <Trans>
                  The shop’s prices are not on this device yet. Connect to the internet once to load them.
                </Trans>
              </p>
            )
          : order.problems.map((problem) => (
              <p
                key={`${problem.code}-${problem.film.sku}-${problem.widthIn}`}
                className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
              >
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
                <PrecutProblemText problem={problem} />
              </p>
            ))}
      </div>
    </div>
  )
}
