import { Trans, useLingui } from '@lingui/react/macro'
import { AlertTriangle, ClipboardList, PackagePlus } from 'lucide-react'
import { useMemo, useState } from 'react'
import { HUBS, type HubId } from '../../../domain/hubs/hubs.ts'
import { lowStock } from '../../../domain/inventory/ledger.ts'
import type { RollDocument } from '../../../domain/inventory/roll.ts'
import { Button } from '../../ui/button.tsx'
import { SelectField } from '../../ui/choice-fields.tsx'
import { cn } from '../../ui/cn.ts'
import { Loader } from '../../ui/loader.tsx'
import { Sheet } from '../../ui/sheet.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { useSyncQuery } from '../../app/sync/use-sync-query.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { allRolls$ } from './collection.ts'
import { projectedFt, usePendingEntries, type PendingRequest } from './commands.ts'
import { CountMode } from './count-mode.tsx'
import { formatFeet } from './labels.ts'
import { LowStockFigures } from './low-stock-figures.tsx'
import { PendingLine } from './pending-line.tsx'
import { ReceiveDialog } from './receive-dialog.tsx'
import { holdFigures } from './reservations.tsx'
import { RollSheet } from './roll-sheet.tsx'
import { hubNameIn } from '../../ui/hub-names.ts'
import { compareCodes } from '../../../domain/compare.ts'

type HubFilter = HubId | 'all'

/** The warehouse's film rolls per hub: readable, countable and cuttable offline. */
export function InventoryPage() {
  const { t, i18n } = useLingui()
  const { user } = useAuth()
  const rolls = useSyncQuery('inventory-rolls', allRolls$)
  const pending = usePendingEntries(rolls)
  const ownHub = HUBS.find((hub) => hub.id === user?.hubId)?.id
  const [hub, setHub] = useState<HubFilter>(ownHub ?? 'all')
  const [product, setProduct] = useState('all')
  const [openRoll, setOpenRoll] = useState<string | null>(null)
  const [counting, setCounting] = useState(false)
  const [receiving, setReceiving] = useState(false)

  const hubRolls = useMemo(
    () =>
      (rolls ?? [])
        .filter((roll) => hub === 'all' || roll.hubId === hub)
        .sort(
          (a, b) =>
            compareCodes(a.hubId, b.hubId) ||
            compareCodes(a.sku, b.sku) ||
            compareCodes(a.lot, b.lot) ||
            compareCodes(a.id, b.id),
        ),
    [rolls, hub],
  )
  const products = useMemo(
    () =>
      [...new Map(hubRolls.map((roll) => [roll.productId, roll])).values()].sort((a, b) =>
        compareCodes(a.sku, b.sku),
      ),
    [hubRolls],
  )
  const shown = hubRolls.filter((roll) => product === 'all' || roll.productId === product)
  const low = lowStock(rolls ?? [], hub === 'all' ? undefined : hub)
  const lowKeys = new Set(low.map((item) => `${item.hubId}|${item.productId}`))
  const pendingOf = (rollId: string) => pending.filter((request) => request.summary.rollId === rollId)
  const selected = rolls?.find((roll) => roll.id === openRoll)

  return (
    <div>
      <PageHeader
        eyebrow={t`Team portal`}
        title={t`Inventory`}
        description={t`Film rolls at each hub. Counts and cuts work without signal and sync when you reconnect.`}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
        <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end">
          <SelectField<HubFilter>
            label={t`Hub`}
            value={hub}
            onChange={(value) => {
              setHub(value)
              setProduct('all')
            }}
            options={[
              { value: 'all', label: t`All hubs` },
              ...HUBS.map((h) => ({ value: h.id, label: hubNameIn(i18n, h.id) })),
            ]}
            className="sm:w-48"
          />
          <SelectField
            label={t`Product`}
            value={product}
            onChange={setProduct}
            options={[
              { value: 'all', label: t`All products` },
              ...products.map((roll) => ({
                value: roll.productId,
                label: `${roll.sku} · ${roll.productName}`,
              })),
            ]}
            className="sm:flex-1"
          />
          <div className="grid grid-cols-2 gap-3 sm:flex">
            <Button size="lg" onClick={() => setCounting(true)} disabled={shown.length === 0}>
              <ClipboardList aria-hidden />
              <Trans>Count mode</Trans>
            </Button>
            <Button size="lg" variant="outline" onClick={() => setReceiving(true)}>
              <PackagePlus aria-hidden />
              <Trans>Receive rolls</Trans>
            </Button>
          </div>
        </div>

        {rolls === null ? (
          <Loader type="windowPanes" size="md" />
        ) : counting ? (
          <CountMode rolls={shown} pendingOf={pendingOf} onClose={() => setCounting(false)} />
        ) : (
          <>
            <LowStockPanel items={low} />
            <section aria-labelledby="rolls-heading" className="flex flex-col gap-3">
              <h2 id="rolls-heading" className="text-xl font-semibold text-slate-900">
                <Trans>Rolls ({shown.length})</Trans>
              </h2>
              {shown.length === 0 ? (
                <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
                  <Trans>No rolls here yet. Receive a delivery to add some.</Trans>
                </p>
              ) : (
                <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
                  {shown.map((roll) => (
                    <li key={roll.id}>
                      <RollCard
                        roll={roll}
                        low={lowKeys.has(`${roll.hubId}|${roll.productId}`)}
                        pending={pendingOf(roll.id)}
                        onOpen={() => setOpenRoll(roll.id)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </div>
      <Sheet open={Boolean(selected)} onOpenChange={(open) => !open && setOpenRoll(null)}>
        {selected && <RollSheet roll={selected} pending={pendingOf(selected.id)} />}
      </Sheet>
      <ReceiveDialog
        open={receiving}
        onOpenChange={setReceiving}
        defaultHub={hub === 'all' ? (ownHub ?? 'atlanta') : hub}
      />
    </div>
  )
}

function LowStockPanel({ items }: { items: ReturnType<typeof lowStock> }) {
  if (items.length === 0) return null
  return (
    <section
      aria-labelledby="low-stock-heading"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 shadow-sm sm:p-5"
    >
      <h2 id="low-stock-heading" className="flex items-center gap-2 text-lg font-semibold text-amber-950">
        <AlertTriangle className="size-5" aria-hidden />
        <Trans>Low stock ({items.length})</Trans>
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={`${item.hubId}|${item.productId}`} className="rounded-lg bg-white p-3 text-sm shadow-sm">
            <p className="font-semibold text-slate-900">{item.productName}</p>
            <p className="text-slate-700">
              <LowStockFigures item={item} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}

function RollCard({
  roll,
  low,
  pending,
  onOpen,
}: {
  roll: RollDocument
  low: boolean
  pending: readonly PendingRequest[]
  onOpen: () => void
}) {
  const { i18n } = useLingui()
  const projected = projectedFt(roll, pending)
  const left = projected ?? roll.remainingFt
  const { reservedFt, availableFt } = holdFigures(roll, left)
  const share = roll.lengthFt > 0 ? Math.min(1, left / roll.lengthFt) : 0
  const availableShare = roll.lengthFt > 0 ? Math.min(share, availableFt / roll.lengthFt) : 0
  // The whole card opens the roll (the button's box stretches over it); a refused entry's Dismiss
  // sits above that box, so no button is ever inside another.
  return (
    <div
      data-testid="roll-card"
      className={cn(
        'relative flex w-full flex-col gap-2 rounded-xl border bg-white p-4 text-left shadow-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-500 hover:border-brand-600',
        low ? 'border-amber-400' : 'border-slate-200',
      )}
    >
      <span className="flex items-start justify-between gap-3">
        <span className="flex min-w-0 flex-col">
          <button
            type="button"
            onClick={onOpen}
            aria-describedby={`roll-${roll.id}-lot`}
            className="text-left font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
          >
            {roll.productName}
          </button>
          <span id={`roll-${roll.id}-lot`} className="text-sm text-slate-600">
            <Trans>
              {roll.sku} · lot {roll.lot} · {hubNameIn(i18n, roll.hubId)}
            </Trans>
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end">
          <span className="text-2xl font-bold text-slate-900 tabular-nums" data-testid="roll-remaining">
            {formatFeet(i18n, left)}
          </span>
          {projected !== null && (
            <span className="text-xs font-medium text-amber-900">
              <Trans>with entries waiting to sync</Trans>
            </span>
          )}
        </span>
      </span>
      {/* What is left, its part held for jobs in a lighter tint at its end. */}
      <span className="flex h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden>
        <span
          className={cn('block h-full', low ? 'bg-amber-500' : 'bg-brand-700')}
          style={{ width: `${availableShare * 100}%` }}
        />
        <span
          className={cn('block h-full', low ? 'bg-amber-200' : 'bg-brand-200')}
          style={{ width: `${(share - availableShare) * 100}%` }}
        />
      </span>
      {reservedFt > 0 && (
        <span className="text-sm text-slate-700 tabular-nums" data-testid="roll-holds">
          <Trans>
            {formatFeet(i18n, reservedFt)} reserved · {formatFeet(i18n, availableFt)} available
          </Trans>
        </span>
      )}
      <span className="flex flex-wrap gap-x-3 text-sm text-slate-600">
        <Trans>{roll.widthIn}″ wide</Trans>
        {low && (
          <span className="font-semibold text-amber-800">
            <Trans>Low stock</Trans>
          </span>
        )}
        {roll.lastCountedAt && (
          <span>
            <Trans>Counted {i18n.date(roll.lastCountedAt, { dateStyle: 'medium' })}</Trans>
          </span>
        )}
      </span>
      {pending.map((request) => (
        <PendingLine key={request.row.id} request={request} />
      ))}
    </div>
  )
}
