import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useDraft } from '../../app/drafts.ts'
import { Button } from '../../ui/button.tsx'
import { Loader } from '../../ui/loader.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { useShopCart } from './cart.ts'
import { refreshCatalog } from '../../app/catalog-store.ts'
import { SHIP_TO_DRAFT, ShipToDraftSchema } from './ship-estimate.tsx'
import { CHECKOUT_DRAFT, CheckoutDraftSchema, EMPTY } from './checkout-draft.ts'
import { CheckoutForm } from './checkout-form.tsx'

/** /checkout: contact, ship-to address, shipping and payment, then "Place order". */
export function CheckoutPage() {
  const { t } = useLingui()
  const { user } = useAuth()
  const cart = useShopCart()
  const userId = user?.id ?? null
  const draft = useDraft(CHECKOUT_DRAFT, userId, CheckoutDraftSchema)
  const shipTo = useDraft(SHIP_TO_DRAFT, userId, ShipToDraftSchema)
  useEffect(() => void refreshCatalog(), [])

  return (
    <>
      <PageHeader eyebrow={t`Shop`} title={t`Checkout`} />
      <div className="bg-slate-50">
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
          {cart.items === undefined || !draft.loaded || !shipTo.loaded ? (
            <Loader size="sm" className="py-16" />
          ) : cart.orderLines.length === 0 ? (
            <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-10 text-center">
              <p className="text-lg font-semibold text-slate-900">
                <Trans>Your cart is empty</Trans>
              </p>
              <Button asChild>
                <Link to="/shop" search={{}}>
                  <Trans>Browse the shop</Trans>
                </Link>
              </Button>
            </div>
          ) : (
            <CheckoutForm
              cart={cart}
              drafts={draft}
              initial={{
                ...EMPTY,
                state: shipTo.draft?.value.state ?? '',
                zip: shipTo.draft?.value.zip ?? '',
                ...draft.draft?.value,
              }}
            />
          )}
        </div>
      </div>
    </>
  )
}
