import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { LogIn } from 'lucide-react'
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { FILM_LINES } from '../../../domain/catalog/films.ts'
import { computeEstimate, type FilmPlan } from '../../../domain/estimator/compute.ts'
import { parseLength, toInches, type ParsedLength } from '../../../domain/estimator/measure.ts'
import type { Piece } from '../../../domain/estimator/roll-plan.ts'
import type { JsonValue } from '../../app/device-db.ts'
import { useDraft } from '../../app/drafts.ts'
import { Loader } from '../../ui/loader.tsx'
import { Panel } from '../../ui/panel.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { useEstimates } from '../estimates/api/use-estimates.ts'
import { usePricingSheet } from '../../app/pricing-sheet-store.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { refreshCatalog, useCatalog } from '../../app/catalog-store.ts'
import { diyKitOf, planPieces, precutOrder } from './precut.ts'
import {
  defaultDraft,
  DiyOrderDraftSchema,
  DRAFT_KEY,
  emptyRow,
  type DiyOrderDraft,
  type Pane,
  type SizeRow,
} from './diy-order-draft.ts'
import { EstimatePicker, SourceChoice } from './diy-order-estimate-picker.tsx'
import { FilmFacts, FilmSelect, TrimSelect } from './diy-order-film-fields.tsx'
import { InstallInstructions } from './diy-order-instructions.tsx'
import { parseQuantity, SizeRows } from './diy-order-size-rows.tsx'
import { CutListSection, OrderSummary } from './diy-order-summary.tsx'
import { usePrecutToCart } from './use-precut-to-cart.ts'

/*
 * /diy-film-order: film cut to the customer's own windows. They type the glass sizes (or, signed in,
 * pick a saved estimate), choose a film and a trim allowance, and see the cut list, the roll plan and
 * the price of what goes into the cart, recomputed as they type, with the device's catalog: it all
 * works offline. The form is a device draft, so a reload or a lost signal keeps it.
 */

export function DiyOrderPage() {
  const { t } = useLingui()
  const { user, isLoading } = useAuth()
  useEffect(() => void refreshCatalog(), [])
  return (
    <>
      <PageHeader
        eyebrow={t`Shop`}
        title={t`DIY film order`}
        description={t`Enter your window sizes and choose a film: see the film to order, a cut list with a trim allowance and the plan to cut it, an install kit and step-by-step instructions.`}
      />
      <div className="bg-slate-50 print:bg-white">
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 print:p-0">
          {isLoading ? (
            <Loader size="sm" className="py-16" />
          ) : (
            // Mounted afresh for each owner: a hook that has read one owner's draft would otherwise hand it on.
            <DiyOrderDraftGate key={user?.id ?? 'guest'} userId={user?.id ?? null} />
          )}
        </div>
      </div>
    </>
  )
}

function DiyOrderDraftGate({ userId }: { userId: string | null }) {
  const draft = useDraft(DRAFT_KEY, userId, DiyOrderDraftSchema)
  if (!draft.loaded) return <Loader size="sm" className="py-16" />
  return <DiyOrderForm initial={draft.draft?.value ?? defaultDraft()} save={draft.save} />
}

interface ParsedRow {
  row: SizeRow
  width: ParsedLength
  height: ParsedLength
  quantity: number | null
}

function DiyOrderForm({
  initial,
  save,
}: {
  initial: DiyOrderDraft
  save: (value: DiyOrderDraft & JsonValue) => Promise<void>
}) {
  const { t } = useLingui()
  const { user } = useAuth()
  const sheet = usePricingSheet()
  const catalog = useCatalog()
  const estimates = useEstimates(100)
  const [form, setForm] = useState(initial)
  useEffect(() => void save(form), [form, save])
  const update = (patch: Partial<DiyOrderDraft>) => setForm((current) => ({ ...current, ...patch }))
  const setRow = (id: string, patch: Partial<SizeRow>) =>
    setForm((current) => ({
      ...current,
      rows: current.rows.map((row) => (row.id === id ? { ...row, ...patch } : row)),
    }))

  const source = user ? form.source : 'sizes'
  const film = FILM_LINES.find((line) => line.sku === form.filmSku) ?? FILM_LINES[0]!
  const estimate =
    source === 'estimate'
      ? estimates?.estimates.find((candidate) => candidate.id === form.estimateId)
      : undefined

  // The plan is recomputed from the last sizes React has time for, so typing never waits on it.
  const rows = useDeferredValue(form.rows)
  const parsedRows = useMemo(
    () =>
      rows.map((row): ParsedRow => ({
        row,
        width: parseLength(row.width, 'inches'),
        height: parseLength(row.height, 'inches'),
        quantity: parseQuantity(row.quantity),
      })),
    [rows],
  )
  const panes = useMemo((): Pane[] => {
    if (source === 'estimate') {
      return (estimate?.windows ?? []).map((window, index) => ({
        id: window.id,
        label: window.label || t`Window ${index + 1}`,
        widthIn: toInches(window.width, window.unit),
        heightIn: toInches(window.height, window.unit),
        quantity: window.quantity,
      }))
    }
    return parsedRows.flatMap(({ row, width, height, quantity }, index) =>
      width.ok && height.ok && quantity !== null
        ? [
            {
              id: row.id,
              label: row.label.trim() || t`Window ${index + 1}`,
              widthIn: width.value,
              heightIn: height.value,
              quantity,
            },
          ]
        : [],
    )
  }, [source, estimate, parsedRows, t])
  const plans = useMemo((): FilmPlan[] => {
    if (source === 'estimate')
      return estimate ? computeEstimate(estimate, { sheet, trimIn: form.trimIn }).plans : []
    const pieces: Piece[] = panes.map(({ id, widthIn, heightIn, quantity }) => ({
      id,
      widthIn,
      heightIn,
      quantity,
    }))
    return planPieces(film, pieces, { trimIn: form.trimIn, seamAllowanceIn: sheet.seamAllowanceIn })
  }, [source, estimate, panes, film, form.trimIn, sheet])
  const order = useMemo(() => (catalog ? precutOrder(plans, catalog) : null), [plans, catalog])
  const kit = catalog ? diyKitOf(catalog) : null

  const sizesIncomplete =
    source === 'sizes' && parsedRows.some((row) => !row.width.ok || !row.height.ok || row.quantity === null)
  const security = plans.some((plan) => plan.film.category === 'security')
  const seamed = plans.reduce((sum, { plan }) => sum + plan.seamed.length, 0)

  const { add } = usePrecutToCart()
  const addToCart = async () => {
    if (order) await add(order, form.kit ? kit : null)
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="flex flex-col gap-6 print:hidden">
        <Panel
          title={t`Your windows`}
          description={t`Measure the glass itself, to the nearest 1/16″. We add the trim allowance.`}
        >
          {user ? (
            <SourceChoice value={form.source} onChange={(value) => update({ source: value })} />
          ) : (
            <p className="mb-5 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
              <Trans>Measured your windows with our estimator?</Trans>{' '}
              <Link
                to="/team-login"
                className="inline-flex items-center gap-1 font-semibold text-brand-700 underline"
              >
                <LogIn className="size-4" aria-hidden />
                <Trans>Sign in to use a saved estimate</Trans>
              </Link>
            </p>
          )}
          {source === 'sizes' ? (
            <SizeRows
              rows={form.rows}
              onChange={setRow}
              onAdd={() => update({ rows: [...form.rows, emptyRow()] })}
              onRemove={(id) => update({ rows: form.rows.filter((row) => row.id !== id) })}
            />
          ) : (
            <EstimatePicker
              estimates={estimates?.estimates ?? null}
              value={estimate?.id ?? ''}
              onChange={(estimateId) => update({ estimateId: estimateId || null })}
            />
          )}
        </Panel>

        <Panel title={t`Film and trim`}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {source === 'sizes' ? (
              <FilmSelect value={film.sku} onChange={(filmSku) => update({ filmSku })} />
            ) : (
              <p className="text-sm text-slate-700 sm:col-span-2">
                <Trans>Each window gets the film chosen for it in the estimate.</Trans>
              </p>
            )}
            <TrimSelect value={form.trimIn} onChange={(trimIn) => update({ trimIn })} />
          </div>
          {source === 'sizes' && <FilmFacts film={film} />}
        </Panel>
      </div>

      <aside
        aria-labelledby="diy-order-summary"
        className="flex flex-col gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-3 lg:row-start-1 print:hidden"
      >
        <OrderSummary
          order={order}
          catalogEmpty={catalog?.length === 0}
          kit={kit}
          kitChosen={form.kit}
          onKitChange={(chosen) => update({ kit: chosen })}
          sizesIncomplete={sizesIncomplete}
          seamed={seamed}
          security={security}
          onAdd={addToCart}
        />
      </aside>

      <CutListSection plans={plans} panes={panes} trimIn={form.trimIn} />

      <InstallInstructions trimIn={form.trimIn} security={security} />
    </div>
  )
}
