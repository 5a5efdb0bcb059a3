import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { StockHold } from '../../../domain/shop/order.ts'
import { Button } from '../../ui/button.tsx'
import { Panel } from '../../ui/panel.tsx'
import { toast } from '../../ui/toast-store.ts'
import { useCancelOrder } from './api/cancel-order.ts'
import { stockHoldsQuery, useStockHolds } from './api/stock-holds.ts'
import { useOrderFormats } from './formats.ts'
import { describeOrderError } from './order-messages.ts'
import { hubNameIn } from '../../ui/hub-names.ts'

/**
 * The stock unpaid orders hold, so that an admin sees who keeps it from other customers and until
 * when, and can release it (the order is cancelled and its stock goes back on the shelf).
 */
export function StockHolds() {
  const { t } = useLingui()
  const holds = useStockHolds()
  const rows = holds.data?.holds ?? []
  return (
    <Panel
      title={t`Stock held by unpaid orders`}
      description={t`A visitor’s invoice order gives its stock back if it is not paid within 48 hours. Release a hold to cancel its order now.`}
    >
      {holds.isPending ? null : rows.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No unpaid order holds stock.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100" aria-label={t`Stock held by unpaid orders`}>
          {rows.map((hold) => (
            <li key={hold.orderNumber}>
              <HoldRow hold={hold} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}

function HoldRow({ hold }: { hold: StockHold }) {
  const { i18n, t } = useLingui()
  const { dateTime } = useOrderFormats()
  const queryClient = useQueryClient()
  const cancel = useCancelOrder()
  const [asking, setAsking] = useState(false)
  const number = hold.orderNumber
  const hub = hubNameIn(i18n, hold.hubId)
  const placed = dateTime(hold.placedAt)
  const release = () =>
    cancel.mutate(number, {
      onSuccess: () => {
        setAsking(false)
        toast({ variant: 'success', title: t`Order ${number} is cancelled: its stock is back` })
        void queryClient.invalidateQueries({ queryKey: stockHoldsQuery.queryKey })
      },
    })
  return (
    <div className="flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="flex flex-col gap-0.5">
        <Link
          to="/admin/orders/$number"
          params={{ number }}
          className="font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {number}
        </Link>
        <span className="text-slate-700">
          {hold.guest ? <Trans>Visitor {hold.email}</Trans> : hold.email} ·{' '}
          <Trans>
            placed {placed} · ships from {hub}
          </Trans>
        </span>
        {hold.releasesAt && (
          <span className="font-medium text-amber-900">
            <Trans>Released {dateTime(hold.releasesAt)} unless paid</Trans>
          </span>
        )}
        <span className="text-slate-600">
          {hold.items.map((item) => `${item.name} (${item.sku}): ${item.units}`).join(' · ')}
        </span>
        {cancel.isError && (
          <span role="alert" className="font-medium text-red-700">
            {describeOrderError(i18n, cancel.error)}
          </span>
        )}
      </div>
      {asking ? (
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t`Release ${number}?`}>
          <span className="font-medium text-slate-900">
            <Trans>Cancel {number} and put its stock back?</Trans>
          </span>
          <Button size="sm" variant="destructive" disabled={cancel.isPending} onClick={release}>
            <Trans>Release</Trans>
          </Button>
          <Button size="sm" variant="outline" onClick={() => setAsking(false)}>
            <Trans>Keep</Trans>
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
          <Trans>Release…</Trans>
        </Button>
      )}
    </div>
  )
}
