import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Plus, Trash2 } from 'lucide-react'
import { useMemo, useState, type FormEvent } from 'react'
import { FILM_CATEGORIES, FILM_LINES } from '../../../domain/catalog/films.ts'
import type { PricingSheet } from '../../../domain/estimator/pricing.ts'
import { previewPrices, type PreviewSample } from '../../../domain/settings/pricing-preview.ts'
import { formatMoney } from '../../../domain/money/money.ts'
import { checkSetting } from '../../../domain/settings/settings.ts'
import { Button } from '../../ui/button.tsx'
import { Loader } from '../../ui/loader.tsx'
import { Panel } from '../../ui/panel.tsx'
import { toast } from '../../ui/toast-store.ts'
import { refreshPricingSheet } from '../../app/pricing-sheet-store.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import {
  ChangedBy,
  describeSettingError,
  fractionToPercent,
  NOT_A_NUMBER,
  NumberField,
  parseDecimal,
  percentToFraction,
  SETTINGS_MESSAGES,
  SettingActions,
  settingFieldErrors,
  textsOf,
  withTexts,
  type FieldSpec,
} from './pricing-fields.tsx'
import { useAdminSetting, useSettingChange, type AdminSetting } from './api/settings.ts'

/*
 * /admin/pricing: every setting of the estimator's pricing sheet (docs/pricing.md), grouped and
 * explained, with what the change does to three sample jobs before it is saved.
 */

interface Group {
  title: MessageDescriptor
  description: MessageDescriptor
  fields: FieldSpec[]
}

const GROUPS: Group[] = [
  {
    title: msg`Installation labor`,
    description: msg`What a crew charges to put the film on, by the glass it works on.`,
    fields: [
      {
        path: 'laborCentsPerSqFt.residential',
        kind: 'dollars',
        label: msg`Residential labor ($ per sq ft)`,
        hint: msg`Homes: per square foot of glass filmed.`,
      },
      {
        path: 'laborCentsPerSqFt.commercial',
        kind: 'dollars',
        label: msg`Commercial labor ($ per sq ft)`,
        hint: msg`Storefronts and offices: large, repetitive panes go faster.`,
      },
      {
        path: 'laborCentsPerSqFt.automotive',
        kind: 'dollars',
        label: msg`Automotive labor ($ per sq ft)`,
        hint: msg`Curved car glass, heat-shrinking and door panels.`,
      },
      {
        path: 'laborCentsPerPane',
        kind: 'dollars',
        label: msg`Labor per pane ($)`,
        hint: msg`Set-up, cleaning and edge trim, whatever the pane’s size.`,
      },
    ],
  },
  {
    title: msg`Pane size and access`,
    description: msg`Adjustments to a window’s labor for small or large panes and for glass out of reach.`,
    fields: [
      {
        path: 'smallPane.maxSqFt',
        kind: 'sqft',
        label: msg`Small pane: under (sq ft)`,
        hint: msg`Panes smaller than this take nearly as long as full ones.`,
      },
      {
        path: 'smallPane.surchargeCentsPerPane',
        kind: 'dollars',
        label: msg`Small pane surcharge ($ per pane)`,
      },
      {
        path: 'largePane.minSqFt',
        kind: 'sqft',
        label: msg`Large pane: over (sq ft)`,
        hint: msg`Panes larger than this need two installers.`,
      },
      {
        path: 'largePane.laborMultiplier',
        kind: 'multiplier',
        label: msg`Large pane labor multiplier (×)`,
      },
      {
        path: 'accessMultiplier.ladder',
        kind: 'multiplier',
        label: msg`Ladder labor multiplier (×)`,
        hint: msg`Slower work and moving the ladder between panes.`,
      },
      {
        path: 'accessMultiplier.lift',
        kind: 'multiplier',
        label: msg`Lift labor multiplier (×)`,
        hint: msg`The lift’s rental is not included: quote it separately.`,
      },
    ],
  },
  {
    title: msg`Extras and minimum`,
    description: msg`Work beyond the film itself, and the least a job is billed.`,
    fields: [
      {
        path: 'removalCentsPerSqFt',
        kind: 'dollars',
        label: msg`Old film removal ($ per sq ft)`,
        hint: msg`Steaming, scraping and adhesive clean-up, when old film has to come off.`,
      },
      {
        path: 'attachmentCentsPerLinearFt',
        kind: 'dollars',
        label: msg`Wet-glaze attachment ($ per linear ft)`,
        hint: msg`Structural silicone around security film on building glass, per foot of edge.`,
      },
      {
        path: 'minimumJobCents',
        kind: 'dollars',
        label: msg`Minimum job charge ($)`,
        hint: msg`A crew’s trip, set-up and clean-up: smaller jobs are brought up to it.`,
      },
    ],
  },
]

const WASTE: FieldSpec = {
  path: 'fallbackWasteRate',
  kind: 'percent',
  label: msg`Film waste without a roll plan (%)`,
  hint: msg`Trim and cut-offs added to the glass area when the roll planner has no figure.`,
}

const SEAM: FieldSpec = {
  path: 'seamAllowanceIn',
  kind: 'inches',
  label: msg`Seam overlap (in)`,
  hint: msg`A pane wider than every roll is cut as drops that overlap by this much at each seam, then cut through together into a butt seam. The overlap is charged as film.`,
}

const FILM_PATH = (sku: string) => `materialCentsPerSqFt.${sku}`

const CATEGORY_TITLES = {
  security: msg`Security films`,
  solar: msg`Solar control films`,
  decorative: msg`Decorative films`,
} as const

const SAMPLE_NAMES: Record<PreviewSample, MessageDescriptor> = {
  house: msg`12-window house`,
  storefront: msg`Storefront with transoms`,
  sedan: msg`Sedan, all side and rear glass`,
}

interface Tier {
  minSqFt: string
  rate: string
}

interface Draft {
  fields: Record<string, string>
  tiers: Tier[]
}

/** Every number of the sheet but the discount tiers, and how it is typed. */
const ALL_FIELDS: Pick<FieldSpec, 'path' | 'kind'>[] = [
  ...GROUPS.flatMap((group) => group.fields),
  WASTE,
  SEAM,
  ...FILM_LINES.map((line) => ({ path: FILM_PATH(line.sku), kind: 'dollars' as const })),
]

function draftOf(sheet: PricingSheet): Draft {
  return {
    fields: textsOf(sheet, ALL_FIELDS),
    tiers: sheet.volumeDiscounts.map((tier) => ({
      minSqFt: String(tier.minSqFt),
      rate: fractionToPercent(tier.rate),
    })),
  }
}

/** The sheet the draft describes, or the paths of the numbers that cannot be read. */
function sheetOf(draft: Draft, base: PricingSheet): { sheet: PricingSheet } | { unreadable: string[] } {
  const { value: sheet, unreadable } = withTexts(base, ALL_FIELDS, draft.fields)
  sheet.volumeDiscounts = draft.tiers.map((tier, index) => {
    const minSqFt = parseDecimal(tier.minSqFt, 2)
    const rate = percentToFraction(tier.rate)
    if (minSqFt === null) unreadable.push(`volumeDiscounts.${index}.minSqFt`)
    if (rate === null) unreadable.push(`volumeDiscounts.${index}.rate`)
    return { minSqFt: minSqFt ?? 0, rate: rate ?? 0 }
  })
  return unreadable.length ? { unreadable } : { sheet }
}

export function PricingSheetPage() {
  const { t, i18n } = useLingui()
  const setting = useAdminSetting('pricingSheet')
  return (
    <>
      <PageHeader
        eyebrow={t`Admin Dashboard`}
        title={t`Pricing sheet`}
        description={t`The prices the estimator quotes installed film with. Every new estimate and every estimate saved from now on is priced with this sheet, on the server and, once they are online, on every device.`}
      />
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
        {setting.isPending ? (
          <Loader label={t`Loading the pricing sheet…`} className="py-10" />
        ) : setting.isError ? (
          <p role="alert" className="rounded-md bg-red-50 p-4 text-sm font-medium text-red-800">
            {describeSettingError(i18n, setting.error)}
          </p>
        ) : (
          // Keyed by the saved version: a save or a reset starts the form again from what is stored.
          <SheetForm key={setting.data.updatedAt ?? 'defaults'} setting={setting.data} />
        )}
      </div>
    </>
  )
}

function SheetForm({ setting }: { setting: AdminSetting<'pricingSheet'> }) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState(() => draftOf(setting.value))
  const change = useSettingChange('pricingSheet', () => void refreshPricingSheet())
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})

  const read = useMemo(() => sheetOf(draft, setting.value), [draft, setting.value])
  const checked = 'sheet' in read ? checkSetting('pricingSheet', read.sheet) : null
  const errors: Record<string, string> = { ...serverErrors }
  if ('unreadable' in read) for (const path of read.unreadable) errors[path] = i18n._(NOT_A_NUMBER)
  if (checked && !checked.ok)
    for (const [path, code] of Object.entries(checked.fieldErrors))
      errors[path] ??= i18n._(SETTINGS_MESSAGES[code])
  const valid = checked?.ok ? checked.value : null

  const setField = (path: string, text: string) => {
    setServerErrors({})
    setDraft((current) => ({ ...current, fields: { ...current.fields, [path]: text } }))
  }
  const setTiers = (tiers: Tier[]) => {
    setServerErrors({})
    setDraft((current) => ({ ...current, tiers }))
  }
  const save = (event: FormEvent) => {
    event.preventDefault()
    if (!valid) return
    change.mutate(valid, {
      onSuccess: () => toast({ variant: 'success', title: t`Pricing sheet saved` }),
      onError: (failure) => {
        setServerErrors(settingFieldErrors(i18n, failure))
        toast({ variant: 'destructive', title: describeSettingError(i18n, failure) })
      },
    })
  }
  const reset = () =>
    change.mutate(null, {
      onSuccess: () => toast({ variant: 'success', title: t`Pricing sheet reset to the defaults` }),
      onError: (failure) => toast({ variant: 'destructive', title: describeSettingError(i18n, failure) }),
    })

  const field = (spec: FieldSpec) => (
    <NumberField
      key={spec.path}
      label={i18n._(spec.label)}
      hint={spec.hint && i18n._(spec.hint)}
      value={draft.fields[spec.path] ?? ''}
      error={errors[spec.path]}
      onChange={(text) => setField(spec.path, text)}
    />
  )
  const errorCount = Object.keys(errors).length

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-6" aria-label={t`Pricing sheet`}>
      <p className="text-sm text-slate-700">
        <ChangedBy setting={setting} />{' '}
        <Trans>
          Estimates already saved keep their price until they are edited; quotes on devices without a
          connection use the last sheet they downloaded.
        </Trans>
      </p>
      {setting.incomplete && (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <Trans>
            A film was added to the catalog after this sheet was saved: it is priced at its default until you
            save the sheet again.
          </Trans>
        </p>
      )}

      <Preview current={setting.value} next={valid} />

      {GROUPS.map((group) => (
        <Panel key={group.title.id} title={i18n._(group.title)} description={i18n._(group.description)}>
          <div className="grid gap-4 sm:grid-cols-2">{group.fields.map(field)}</div>
        </Panel>
      ))}

      <Panel
        title={t`Film prices`}
        description={t`What the customer pays for the film itself, per square foot consumed (the roll plan’s figure, trim included).`}
      >
        <div className="flex flex-col gap-6">
          <div className="grid gap-4 sm:grid-cols-2">
            {field(WASTE)}
            {field(SEAM)}
          </div>
          {errors.materialCentsPerSqFt && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors.materialCentsPerSqFt}
            </p>
          )}
          {FILM_CATEGORIES.map((category) => (
            <fieldset key={category} className="flex flex-col gap-3">
              <legend className="mb-2 text-sm font-semibold text-slate-900">
                {i18n._(CATEGORY_TITLES[category])}
              </legend>
              <div className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {FILM_LINES.filter((line) => line.category === category).map((line) =>
                  field({
                    path: FILM_PATH(line.sku),
                    kind: 'dollars',
                    label: msg`${line.name} (${line.sku}), $ per sq ft`,
                  }),
                )}
              </div>
            </fieldset>
          ))}
        </div>
      </Panel>

      <Panel
        title={t`Volume discounts`}
        description={t`A discount on the subtotal by the estimate’s glass area: the highest tier the area reaches applies.`}
      >
        <VolumeTiers tiers={draft.tiers} errors={errors} onChange={setTiers} />
      </Panel>

      <SettingActions
        saveLabel={<Trans>Save pricing sheet</Trans>}
        resetQuestion={<Trans>Replace every price with the defaults?</Trans>}
        canSave={valid !== null}
        hasErrors={errorCount > 0}
        pending={change.isPending}
        canReset={setting.updatedAt !== null}
        onReset={reset}
      />
    </form>
  )
}

function VolumeTiers({
  tiers,
  errors,
  onChange,
}: {
  tiers: Tier[]
  errors: Record<string, string>
  onChange: (tiers: Tier[]) => void
}) {
  const { t } = useLingui()
  const update = (index: number, patch: Partial<Tier>) =>
    onChange(tiers.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)))
  const last = tiers.at(-1)
  return (
    <div className="flex flex-col gap-4">
      {errors.volumeDiscounts && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.volumeDiscounts}
        </p>
      )}
      {tiers.length === 0 && (
        <p className="text-sm text-slate-600">
          <Trans>No volume discount: every estimate pays the full subtotal.</Trans>
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {tiers.map((tier, index) => (
          <li
            key={index}
            className="grid grid-cols-[1fr_1fr_auto] items-start gap-3 rounded-lg border border-slate-200 p-3"
          >
            <NumberField
              label={t`Tier ${index + 1}: from (sq ft)`}
              value={tier.minSqFt}
              error={errors[`volumeDiscounts.${index}.minSqFt`]}
              onChange={(minSqFt) => update(index, { minSqFt })}
            />
            <NumberField
              label={t`Discount (%)`}
              value={tier.rate}
              error={errors[`volumeDiscounts.${index}.rate`]}
              onChange={(rate) => update(index, { rate })}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="mt-7 text-red-700"
              aria-label={t`Remove tier ${index + 1}`}
              onClick={() => onChange(tiers.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <div>
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            onChange([
              ...tiers,
              { minSqFt: String((Number(last?.minSqFt) || 0) * 2 || 250), rate: last?.rate ?? '5' },
            ])
          }
        >
          <Plus aria-hidden />
          <Trans>Add a tier</Trans>
        </Button>
      </div>
    </div>
  )
}

/** Three sample jobs priced with the saved sheet and with the one being edited. */
function Preview({ current, next }: { current: PricingSheet; next: PricingSheet | null }) {
  const { t, i18n } = useLingui()
  const money = (cents: number) => formatMoney(cents, i18n.locale)
  const before = useMemo(() => previewPrices(current), [current])
  const after = useMemo(() => (next ? previewPrices(next) : null), [next])
  return (
    <Panel
      title={t`Preview`}
      description={t`Sample jobs priced with the saved sheet and with your changes (before you save them).`}
    >
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-2 sm:pr-3 font-semibold">
                <Trans>Sample estimate</Trans>
              </th>
              <th scope="col" className="py-2 pr-2 sm:pr-3 text-right font-semibold">
                <Trans>Saved</Trans>
              </th>
              <th scope="col" className="py-2 pr-2 sm:pr-3 text-right font-semibold">
                <Trans>Changed</Trans>
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                <Trans>Difference</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {before.map((row, index) => {
              const changed = after?.[index]
              const diff = changed ? changed.totalCents - row.totalCents : null
              const area = i18n.number(row.glassAreaSqFt, { maximumFractionDigits: 0 })
              return (
                <tr key={row.sample}>
                  <th scope="row" className="py-2 pr-2 sm:pr-3 font-medium text-slate-900">
                    {i18n._(SAMPLE_NAMES[row.sample])}
                    <span className="block text-xs font-normal text-slate-500">
                      <Trans>{area} sq ft of glass</Trans>
                    </span>
                  </th>
                  <td className="py-2 pr-2 sm:pr-3 text-right tabular-nums">{money(row.totalCents)}</td>
                  <td className="py-2 pr-2 sm:pr-3 text-right font-semibold tabular-nums">
                    {changed ? money(changed.totalCents) : '—'}
                  </td>
                  <td
                    className={
                      diff === null || diff === 0
                        ? 'py-2 text-right text-slate-500 tabular-nums'
                        : diff > 0
                          ? 'py-2 text-right font-medium text-emerald-800 tabular-nums'
                          : 'py-2 text-right font-medium text-red-700 tabular-nums'
                    }
                  >
                    {diff === null ? '—' : `${diff > 0 ? '+' : diff < 0 ? '−' : ''}${money(Math.abs(diff))}`}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {!next && (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>The preview waits for every field to be valid.</Trans>
        </p>
      )}
    </Panel>
  )
}
