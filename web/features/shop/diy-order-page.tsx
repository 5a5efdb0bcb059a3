import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { AlertTriangle, LogIn, Plus, Printer, ShoppingCart, Trash2 } from 'lucide-react'
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react'
import { z } from 'zod'
import { FILM_CATEGORIES, FILM_LINES, filmsIn, type FilmLine } from '../../../domain/catalog/films.ts'
import { ESTIMATE_LIMITS, type Estimate } from '../../../domain/estimates/estimate.ts'
import { computeEstimate, type FilmPlan } from '../../../domain/estimator/compute.ts'
import { formatLength, parseLength, toInches, type ParsedLength } from '../../../domain/estimator/measure.ts'
import { DEFAULT_TRIM_IN, type Piece } from '../../../domain/estimator/roll-plan.ts'
import type { CatalogProduct } from '../../../domain/shop/catalog.ts'
import { ownerOf, type JsonValue } from '../../app/device-db.ts'
import { useDraft } from '../../app/drafts.ts'
import { Button } from '../../ui/button.tsx'
import { ChoiceCard } from '../../ui/choice-card.tsx'
import { CheckboxField, SelectField } from '../../ui/choice-fields.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { inputClass } from '../../ui/input.tsx'
import { Loader } from '../../ui/loader.tsx'
import { Panel } from '../../ui/panel.tsx'
import { toast } from '../../ui/toast-store.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { newId } from '../estimates/api/new-id.ts'
import { useEstimates } from '../estimates/api/use-estimates.ts'
import { usePricingSheet } from '../../app/pricing-sheet-store.ts'
import { MEASURE_MESSAGES } from '../estimates/length-field.tsx'
import { useFormats } from '../../app/use-formats.ts'
import { CutLists, type CutPane } from '../estimates/cut-list.tsx'
import { PrecutProblemText } from './precut-problem-text.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { refreshCatalog, useCatalog } from '../../app/catalog-store.ts'
import { CATEGORY_LABELS } from './labels.ts'
import {
  addPrecutToCart,
  diyKitOf,
  planPieces,
  precutOrder,
  type PrecutFilm,
  type PrecutOrder,
} from './precut.ts'

/*
 * /diy-film-order: film cut to the customer's own windows. They type the glass sizes (or, signed in,
 * pick a saved estimate), choose a film and a trim allowance, and see the cut list, the roll plan and
 * the price of what goes into the cart, recomputed as they type, with the device's catalog: it all
 * works offline. The form is a device draft, so a reload or a lost signal keeps it.
 */

const DRAFT_KEY = 'shop/diy-order'
const TRIM_CHOICES = [0, 0.25, 0.5, 0.75, 1] as const
const DEFAULT_FILM = 'SOL-CR40'
const FILM_SKUS = FILM_LINES.map((film) => film.sku)

const SizeRowSchema = z.object({
  id: z.string().max(64),
  label: z.string().max(ESTIMATE_LIMITS.windowLabel),
  /** As typed: "35 1/2", "35.5". */
  width: z.string().max(40),
  height: z.string().max(40),
  quantity: z.string().max(6),
})
type SizeRow = z.infer<typeof SizeRowSchema>

const DiyOrderDraftSchema = z.object({
  source: z.enum(['sizes', 'estimate']).catch('sizes'),
  rows: z.array(SizeRowSchema).min(1).max(ESTIMATE_LIMITS.windows),
  filmSku: z
    .string()
    .refine((sku) => FILM_SKUS.includes(sku))
    .catch(DEFAULT_FILM),
  estimateId: z.string().nullable().catch(null),
  trimIn: z
    .number()
    .refine((value) => (TRIM_CHOICES as readonly number[]).includes(value))
    .catch(DEFAULT_TRIM_IN),
  kit: z.boolean().catch(true),
})
type DiyOrderDraft = z.infer<typeof DiyOrderDraftSchema>

const emptyRow = (): SizeRow => ({ id: newId(), label: '', width: '', height: '', quantity: '1' })

const defaultDraft = (): DiyOrderDraft => ({
  source: 'sizes',
  rows: [emptyRow()],
  filmSku: DEFAULT_FILM,
  estimateId: null,
  trimIn: DEFAULT_TRIM_IN,
  kit: true,
})

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

function parseQuantity(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null
  const value = Number(text)
  return value >= 1 && value <= ESTIMATE_LIMITS.quantity ? value : null
}

/** A pane in the cut list: from a typed row or an estimate's window. */
type Pane = CutPane

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
  const navigate = useNavigate()
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

  const addToCart = async () => {
    if (!order) return
    try {
      await addPrecutToCart(ownerOf(user?.id), order, form.kit ? kit : null)
      toast({ variant: 'success', title: t`Added to cart` })
      await navigate({ to: '/cart' })
    } catch (error) {
      console.error('The cart could not be updated', error)
      toast({
        variant: 'destructive',
        title: t`This device could not save your cart. Check its storage settings.`,
      })
    }
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

function SourceChoice({
  value,
  onChange,
}: {
  value: DiyOrderDraft['source']
  onChange: (value: DiyOrderDraft['source']) => void
}) {
  const { t } = useLingui()
  const name = useId()
  const choices = [
    { value: 'sizes', label: t`Enter sizes` },
    { value: 'estimate', label: t`Use a saved estimate` },
  ] as const
  return (
    <fieldset className="mb-5">
      <legend className="sr-only">
        <Trans>Where the sizes come from</Trans>
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {choices.map((choice) => (
          <ChoiceCard key={choice.value} checked={value === choice.value}>
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span className="font-semibold text-slate-900">{choice.label}</span>
          </ChoiceCard>
        ))}
      </div>
    </fieldset>
  )
}

function SizeRows({
  rows,
  onChange,
  onAdd,
  onRemove,
}: {
  rows: SizeRow[]
  onChange: (id: string, patch: Partial<SizeRow>) => void
  onAdd: () => void
  onRemove: (id: string) => void
}) {
  const [focusLast, setFocusLast] = useState(false)
  const lastId = rows.at(-1)?.id
  // A new row takes the focus, so keyboard and screen-reader users land in it.
  useEffect(() => {
    if (!focusLast || !lastId) return
    document.getElementById(`${lastId}-label`)?.focus()
    setFocusLast(false)
  }, [focusLast, lastId])
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3">
        {rows.map((row, index) => (
          <SizeRowFields
            key={row.id}
            row={row}
            index={index}
            canRemove={rows.length > 1}
            onChange={(patch) => onChange(row.id, patch)}
            onRemove={() => onRemove(row.id)}
          />
        ))}
      </ol>
      <Button
        variant="outline"
        className="self-start"
        disabled={rows.length >= ESTIMATE_LIMITS.windows}
        onClick={() => {
          onAdd()
          setFocusLast(true)
        }}
      >
        <Plus aria-hidden />
        <Trans>Add a window</Trans>
      </Button>
    </div>
  )
}

function SizeRowFields({
  row,
  index,
  canRemove,
  onChange,
  onRemove,
}: {
  row: SizeRow
  index: number
  canRemove: boolean
  onChange: (patch: Partial<SizeRow>) => void
  onRemove: () => void
}) {
  const { t, i18n } = useLingui()
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const touch = (field: string) => setTouched((current) => new Set(current).add(field))
  const lengthError = (field: 'width' | 'height') => {
    const text = row[field]
    if (text.trim() === '' && !touched.has(field)) return undefined
    const parsed = parseLength(text, 'inches')
    return parsed.ok ? undefined : i18n._(MEASURE_MESSAGES[parsed.code])
  }
  const quantityError =
    parseQuantity(row.quantity) === null && (row.quantity.trim() !== '' || touched.has('quantity'))
      ? t`Enter a whole number from 1 to ${ESTIMATE_LIMITS.quantity}`
      : undefined
  const name = row.label.trim() || t`Window ${index + 1}`
  // Show the size back as the tape reads it once the field is left ("35.5" → "35 1/2″").
  const tidy = (field: 'width' | 'height') => {
    touch(field)
    const parsed = parseLength(row[field], 'inches')
    if (parsed.ok) onChange({ [field]: formatLength(parsed.value, 'inches', i18n.locale) })
  }
  return (
    <li>
      <fieldset className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_8rem_8rem_5.5rem_auto] sm:items-start">
        <legend className="px-1 text-sm font-semibold text-slate-700">{name}</legend>
        <FormField
          id={`${row.id}-label`}
          label={t`Label (optional)`}
          className="col-span-2 sm:col-span-1"
          value={row.label}
          maxLength={ESTIMATE_LIMITS.windowLabel}
          placeholder={t`e.g. Kitchen`}
          autoComplete="off"
          onChange={(event) => onChange({ label: event.currentTarget.value })}
        />
        <FormField
          id={`${row.id}-width`}
          label={t`Width (in)`}
          value={row.width}
          error={lengthError('width')}
          inputMode="text"
          autoComplete="off"
          placeholder={t`e.g. 35 1/2`}
          onChange={(event) => onChange({ width: event.currentTarget.value })}
          onBlur={() => tidy('width')}
        />
        <FormField
          id={`${row.id}-height`}
          label={t`Height (in)`}
          value={row.height}
          error={lengthError('height')}
          inputMode="text"
          autoComplete="off"
          placeholder={t`e.g. 47 3/4`}
          onChange={(event) => onChange({ height: event.currentTarget.value })}
          onBlur={() => tidy('height')}
        />
        <FormField
          id={`${row.id}-quantity`}
          label={t`Panes`}
          type="number"
          inputMode="numeric"
          min={1}
          max={ESTIMATE_LIMITS.quantity}
          value={row.quantity}
          error={quantityError}
          onChange={(event) => onChange({ quantity: event.currentTarget.value })}
          onBlur={() => touch('quantity')}
        />
        <Button
          variant="ghost"
          className="self-end text-red-700 sm:mt-7 sm:self-start"
          disabled={!canRemove}
          aria-label={t`Remove ${name}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
          <span className="sm:sr-only">
            <Trans>Remove</Trans>
          </span>
        </Button>
      </fieldset>
    </li>
  )
}

function EstimatePicker({
  estimates,
  value,
  onChange,
}: {
  estimates: Estimate[] | null
  value: string
  onChange: (id: string) => void
}) {
  const { t } = useLingui()
  if (estimates === null)
    return (
      <p className="text-sm text-slate-600">
        <Trans>Opening your estimates…</Trans>
      </p>
    )
  if (estimates.length === 0)
    return (
      <p className="text-sm text-slate-700">
        <Trans>
          You have no saved estimates yet.{' '}
          <Link to="/estimator" className="font-semibold text-brand-700 underline">
            Measure your windows in the estimator
          </Link>
          , or enter the sizes here.
        </Trans>
      </p>
    )
  const chosen = estimates.find((estimate) => estimate.id === value)
  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label={t`Estimate`}
        value={value}
        options={[
          { value: '', label: t`Choose an estimate…` },
          ...estimates.map((estimate) => ({
            value: estimate.id,
            label: estimate.customer ? `${estimate.name} · ${estimate.customer}` : estimate.name,
          })),
        ]}
        onChange={onChange}
      />
      {chosen && (
        <p className="text-sm text-slate-700">
          <Plural value={chosen.windows.length} _0="No windows yet." one="# window" other="# windows" />{' '}
          <Link
            to="/estimator"
            search={{ estimate: chosen.id }}
            className="font-semibold text-brand-700 underline"
          >
            <Trans>Open in the estimator</Trans>
          </Link>
        </p>
      )}
    </div>
  )
}

function FilmSelect({ value, onChange }: { value: string; onChange: (sku: string) => void }) {
  const { t, i18n } = useLingui()
  const { percent } = useFormats()
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        <Trans>Film</Trans>
      </label>
      <select
        id={id}
        value={value}
        className={inputClass}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {FILM_CATEGORIES.map((category) => (
          <optgroup key={category} label={i18n._(CATEGORY_LABELS[category])}>
            {filmsIn(category).map((film) => {
              const name = film.name
              const light = percent(film.vlt)
              const heat = percent(film.solarEnergyRejected)
              return (
                <option key={film.sku} value={film.sku}>
                  {t`${name}: ${light} light, ${heat} heat rejected`}
                </option>
              )
            })}
          </optgroup>
        ))}
      </select>
    </div>
  )
}

function FilmFacts({ film }: { film: FilmLine }) {
  const { t } = useLingui()
  const { percent } = useFormats()
  const facts = [
    { label: t`Visible light`, value: percent(film.vlt) },
    { label: t`Heat rejected`, value: percent(film.solarEnergyRejected) },
    { label: t`UV rejected`, value: percent(film.uvRejected) },
    { label: t`Thickness`, value: t`${film.thicknessMil} mil` },
  ]
  return (
    <div className="mt-4 flex flex-col gap-2">
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-lg bg-slate-50 p-2">
            <dt className="text-slate-600">{fact.label}</dt>
            <dd className="font-semibold text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="flex flex-wrap gap-x-3 text-sm">
        {film.patterned && (
          <span className="text-slate-700">
            <Trans>Patterned: pieces are cut with the pattern running the same way.</Trans>
          </span>
        )}
        <Link to="/shop/$key" params={{ key: film.sku }} className="font-semibold text-brand-700 underline">
          <Trans>About {film.name}</Trans>
        </Link>
      </p>
    </div>
  )
}

function TrimSelect({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t, i18n } = useLingui()
  return (
    <SelectField
      label={t`Trim allowance per side`}
      value={value}
      options={TRIM_CHOICES.map((choice) => ({
        value: choice,
        label: choice === 0 ? t`None (cut to the glass)` : formatLength(choice, 'inches', i18n.locale),
      }))}
      onChange={onChange}
    />
  )
}

function FilmLines({ film }: { film: PrecutFilm }) {
  const { money } = useFormats()
  const width = film.plan.rollWidthIn
  const rollFt = film.product?.lengthFt ?? 0
  return (
    <li className="flex flex-col gap-1 py-3">
      <p className="font-semibold text-slate-900">
        <Trans>
          {film.film.name}, {width}″ roll
        </Trans>
      </p>
      <ul className="flex flex-col gap-1 text-sm text-slate-700">
        {film.lines.map((line) => (
          <li key={line.cutLengthFt ?? 'roll'} className="flex justify-between gap-3">
            <span>
              {line.cutLengthFt === null ? (
                <Trans>
                  {line.quantity} × full roll, {rollFt} ft
                </Trans>
              ) : (
                <Trans>Cut to {line.cutLengthFt} ft</Trans>
              )}
            </span>
            <span className="font-semibold text-slate-900 tabular-nums">{money(line.lineCents)}</span>
          </li>
        ))}
      </ul>
    </li>
  )
}

function OrderSummary({
  order,
  catalogEmpty,
  kit,
  kitChosen,
  onKitChange,
  sizesIncomplete,
  seamed,
  security,
  onAdd,
}: {
  order: PrecutOrder | null
  catalogEmpty: boolean
  kit: CatalogProduct | null
  kitChosen: boolean
  onKitChange: (chosen: boolean) => void
  sizesIncomplete: boolean
  /** Windows wider than every roll, cut as drops joined by a seam. */
  seamed: number
  security: boolean
  onAdd: () => Promise<void>
}) {
  const { t } = useLingui()
  const { money } = useFormats()
  const [adding, setAdding] = useState(false)
  const kitIn = kitChosen && kit !== null
  const kitOut = kitIn && kit.stockStatus !== 'inStock'
  const total = (order?.filmCents ?? 0) + (kitIn ? kit.priceCents : 0)
  const films = order?.films.filter((film) => film.lines.length > 0) ?? []
  const canAdd = !!order?.ok && !sizesIncomplete && !kitOut && !adding
  return (
    <section className="rounded-2xl border border-brand-200 bg-white p-5 shadow-sm">
      <h2 id="diy-order-summary" className="text-lg font-semibold text-slate-900">
        <Trans>What goes in your cart</Trans>
      </h2>
      {order === null ? (
        <Loader size="sm" className="py-8" />
      ) : catalogEmpty ? (
        <p className="mt-3 text-sm text-slate-700">
          <Trans>
            The shop’s prices are not on this device yet. Connect to the internet once to load them.
          </Trans>
        </p>
      ) : (
        <div aria-live="polite" className="flex flex-col">
          {films.length === 0 && order.problems.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">
              <Trans>Enter the size of at least one window to see the film you need.</Trans>
            </p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {films.map((film) => (
                <FilmLines key={film.film.sku} film={film} />
              ))}
            </ul>
          )}
          {order.problems.map((problem) => (
            <p
              key={`${problem.code}-${problem.film.sku}`}
              className="mt-2 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
            >
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                <PrecutProblemText problem={problem} />
              </span>
            </p>
          ))}
          {seamed > 0 && (
            <p className="mt-2 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                <Plural
                  value={seamed}
                  one="# window is wider than the roll: it is cut as drops joined by a seam, all included (see the cut list)."
                  other="# windows are wider than the roll: they are cut as drops joined by seams, all included (see the cut list)."
                />
              </span>
            </p>
          )}
          <div className="mt-3 border-t border-slate-200 pt-3">
            {kit ? (
              <div className="flex items-center justify-between gap-3">
                <CheckboxField label={t`Add a DIY install kit`} checked={kitChosen} onChange={onKitChange} />
                <span className="text-sm font-semibold text-slate-900 tabular-nums">
                  {money(kit.priceCents)}
                </span>
              </div>
            ) : null}
            {kit && (
              <p className="text-xs text-slate-600">
                <Trans>Squeegees, knife, spray bottle and slip solution.</Trans>
              </p>
            )}
            {kitOut && (
              <p className="mt-1 text-sm font-semibold text-amber-800">
                <Trans>The install kit is out of stock right now: untick it to order the film alone.</Trans>
              </p>
            )}
          </div>
          <div className="mt-4 flex items-baseline justify-between gap-3 border-t border-slate-200 pt-3">
            <span className="font-semibold text-slate-900">
              <Trans>Total</Trans>
            </span>
            <span className="text-2xl font-bold text-brand-900 tabular-nums">{money(total)}</span>
          </div>
          <p className="text-xs text-slate-600">
            <Trans>Shipping and tax are added at checkout.</Trans>
          </p>
          {security && (
            <p className="mt-3 text-sm text-slate-700">
              <Trans>
                Security film fitted with an attachment system to the frame should be installed by a
                professional.
              </Trans>
            </p>
          )}
          {sizesIncomplete && (
            <p className="mt-3 text-sm text-slate-700">
              <Trans>Enter a width, a height and the number of panes for every window to order.</Trans>
            </p>
          )}
          <Button
            size="lg"
            className="mt-4 w-full"
            disabled={!canAdd}
            onClick={async () => {
              setAdding(true)
              try {
                await onAdd()
              } finally {
                setAdding(false)
              }
            }}
          >
            <ShoppingCart aria-hidden />
            <Trans>Add to cart</Trans>
          </Button>
          <Button variant="outline" className="mt-2 w-full" onClick={() => window.print()}>
            <Printer aria-hidden />
            <Trans>Print cut list and instructions</Trans>
          </Button>
        </div>
      )}
    </section>
  )
}

/** The cut list of every film that has something to cut. */
function CutListSection({ plans, panes, trimIn }: { plans: FilmPlan[]; panes: Pane[]; trimIn: number }) {
  const drawn = plans.filter(({ plan }) => plan.placements.length > 0)
  if (drawn.length === 0) return null
  return (
    <section aria-labelledby="diy-cut-list" className="flex flex-col gap-4 lg:col-start-1">
      <h2 id="diy-cut-list" className="text-xl font-semibold text-slate-900">
        <Trans>Cut list</Trans>
      </h2>
      <CutLists
        plans={drawn}
        panes={panes}
        trimIn={trimIn}
        className="print:break-inside-avoid print:border-0 print:p-0 print:shadow-none"
      />
    </section>
  )
}

function InstallInstructions({ trimIn, security }: { trimIn: number; security: boolean }) {
  const { i18n } = useLingui()
  const trim = formatLength(trimIn, 'inches', i18n.locale)
  return (
    <section
      aria-labelledby="diy-instructions"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-start-1 print:break-before-page print:border-0 print:p-0 print:shadow-none"
    >
      <h2 id="diy-instructions" className="text-xl font-semibold text-slate-900">
        <Trans>Installation instructions</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Wet application on the inside of the glass. You need the install kit (squeegee, knife, spray bottle,
          slip solution), a razor scraper and lint-free towels.
        </Trans>
      </p>
      {security && (
        <p className="mt-4 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 print:border print:border-black">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <Trans>
              Security film only keeps broken glass in the frame when it is anchored to the frame with an
              attachment system (wet-glaze silicone or mechanical). That has to be done right to work: we
              recommend a professional installer.
            </Trans>{' '}
            <Link to="/installer-showcase" className="font-semibold underline print:no-underline">
              <Trans>Find an installer</Trans>
            </Link>
          </span>
        </p>
      )}
      <ol className="mt-4 flex list-decimal flex-col gap-3 pl-5 text-slate-800 marker:font-semibold marker:text-brand-800">
        <li>
          <Trans>
            Work out of direct sun, with the glass above 40 °F (5 °C): hot glass dries the solution before the
            film is in place. Dark or reflective film on dual-pane or large annealed glass can crack it from
            heat stress: ask us first if unsure.
          </Trans>
        </li>
        <li>
          <Trans>
            Fill the spray bottle with slip solution (from the kit, or a few drops of baby shampoo in a quart
            of clean water).
          </Trans>
        </li>
        <li>
          <Trans>
            Clean the glass: spray it, scrape the whole pane with the razor scraper held at a low angle,
            squeegee it clean and wipe the frame and gaskets with a lint-free towel. Any dust or grit left
            will show under the film.
          </Trans>
        </li>
        <li>
          {trimIn > 0 ? (
            <Trans>
              On a clean table, liner side up, cut the pieces with a sharp blade and a straightedge as the cut
              list and plan show: each is {trim} larger than the glass on every side. Write its window on the
              liner.
            </Trans>
          ) : (
            <Trans>
              On a clean table, liner side up, cut the pieces with a sharp blade and a straightedge as the cut
              list and plan show: each is the size of the glass, so position it with care (1/2″ extra on every
              side is easier to fit). Write its window on the liner.
            </Trans>
          )}
        </li>
        <li>
          <Trans>
            Spray the glass until it is dripping wet. Separate the liner at a corner with two pieces of tape,
            then peel it off while spraying the adhesive side as it is exposed. Keep the adhesive wet and off
            the floor.
          </Trans>
        </li>
        <li>
          <Trans>
            Lay the wet adhesive side on the wet glass and slide the film into place. Spray the outside of the
            film so the squeegee glides.
          </Trans>
        </li>
        <li>
          <Trans>
            Squeegee from the centre out: one stroke across the middle to anchor the film, then overlapping
            strokes to each edge, pushing the water and bubbles out.
          </Trans>
        </li>
        <li>
          <Trans>
            Trim the edges with a sharp blade against a hard card or straightedge, leaving a 1/16″ (1.5 mm)
            gap between the film and the frame or gasket. Snap off to a fresh blade edge often so the film
            does not tear.
          </Trans>
        </li>
        <li>
          <Trans>
            Final squeegee: spray the film again and squeegee firmly from the centre out, then press along the
            edges with a lint-free towel wrapped around a hard card to draw out the last water.
          </Trans>
        </li>
        <li>
          <Trans>
            Let it cure, and do not clean the film for 30 days. Small water pockets and haze are normal and
            disappear as it dries: in 1 to 4 weeks depending on the sun, longer in winter, on shaded glass and
            for thick security film. After that, clean it with a soft cloth and a cleaner without ammonia or
            abrasives.
          </Trans>
        </li>
      </ol>
    </section>
  )
}
