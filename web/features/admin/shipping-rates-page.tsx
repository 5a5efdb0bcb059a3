import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState, type FormEvent } from 'react'
import { checkSetting } from '../../../domain/settings/settings.ts'
import { SHIPPING_METHODS, type ShippingMethod, type ShippingRates } from '../../../domain/shop/shipping.ts'
import { ZONES, type Zone } from '../../../domain/shop/zones.ts'
import { Loader } from '../../ui/loader.tsx'
import { Panel } from '../../ui/panel.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { refreshCatalog } from '../../app/catalog-store.ts'
import {
  ChangedBy,
  describeSettingError,
  NOT_A_NUMBER,
  NumberField,
  SETTINGS_MESSAGES,
  SettingActions,
  useSettingSave,
  textsOf,
  withTexts,
  type FieldSpec,
} from './pricing-fields.tsx'
import { useAdminSetting, type AdminSetting } from './api/settings.ts'

/*
 * /admin/shipping: the shop's shipping rates (docs/shop-pricing.md, "Shipping"). Orders are shipped
 * with what is saved here; carts and the checkout quote with it through the catalog, offline too.
 * Package weights stay as they are (they describe the goods, not a price).
 */

const METHOD_NAMES: Record<ShippingMethod, MessageDescriptor> = {
  ground: msg`Ground (3–5 business days)`,
  expedited: msg`Expedited (2 business days)`,
  freight: msg`Freight (LTL, delivery booked by phone)`,
}

const ZONE_NAMES: Record<Zone, MessageDescriptor> = {
  region: msg`Hub’s own region`,
  neighbour: msg`Neighbouring states`,
  far: msg`Farther`,
}

const RATE_FIELDS: FieldSpec[] = SHIPPING_METHODS.flatMap((method) =>
  ZONES.flatMap((zone): FieldSpec[] => [
    { path: `rates.${method}.${zone}.baseCents`, kind: 'dollars', label: msg`Base ($)` },
    { path: `rates.${method}.${zone}.perLbCents`, kind: 'dollars', label: msg`Per pound ($)` },
  ]),
)

const RULE_FIELDS: FieldSpec[] = [
  {
    path: 'freeGroundFromCents',
    kind: 'dollars',
    label: msg`Free ground shipping from ($ of goods)`,
    hint: msg`The goods’ subtotal at which ground shipping becomes free. Expedited and freight are never free.`,
  },
  {
    path: 'longBox.overIn',
    kind: 'inches',
    label: msg`Long box: longer than (in)`,
    hint: msg`Parcel carriers charge extra handling for boxes longer than this; a roll’s box is its width plus 4 in.`,
  },
  {
    path: 'longBox.cents',
    kind: 'dollars',
    label: msg`Long box surcharge ($ per box)`,
  },
  {
    path: 'parcelMaxLb',
    kind: 'pounds',
    label: msg`Heaviest parcel order (lb)`,
    hint: msg`Heavier orders go by freight.`,
  },
  {
    path: 'freightFromRollWidthIn',
    kind: 'inches',
    label: msg`Full rolls this wide go by freight (in)`,
  },
]

const ALL_FIELDS = [...RULE_FIELDS, ...RATE_FIELDS]

export function ShippingRatesPage() {
  const { t, i18n } = useLingui()
  const setting = useAdminSetting('shipping')
  return (
    <>
      <PageHeader
        eyebrow={t`Admin Dashboard`}
        title={t`Shipping rates`}
        description={t`What shop orders pay for shipping: a base charge plus a charge per pound, by method and by how far the customer is from the hub that ships.`}
      />
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
        {setting.isPending ? (
          <Loader label={t`Loading the shipping rates…`} className="py-10" />
        ) : setting.isError ? (
          <p role="alert" className="rounded-md bg-red-50 p-4 text-sm font-medium text-red-800">
            {describeSettingError(i18n, setting.error)}
          </p>
        ) : (
          <RatesForm key={setting.data.updatedAt ?? 'defaults'} setting={setting.data} />
        )}
      </div>
    </>
  )
}

function RatesForm({ setting }: { setting: AdminSetting<'shipping'> }) {
  const { t, i18n } = useLingui()
  const [texts, setTexts] = useState(() => textsOf(setting.value, ALL_FIELDS))
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  // The catalog carries the rates: its next refresh brings them to carts on every device.
  const {
    pending,
    save: saveSetting,
    reset,
  } = useSettingSave('shipping', {
    onSaved: () => void refreshCatalog(),
    onFieldErrors: setServerErrors,
    savedTitle: t`Shipping rates saved`,
    resetTitle: t`Shipping rates reset to the defaults`,
  })

  const read = useMemo(() => withTexts(setting.value, ALL_FIELDS, texts), [setting.value, texts])
  const checked = read.unreadable.length === 0 ? checkSetting('shipping', read.value) : null
  const errors: Record<string, string> = { ...serverErrors }
  for (const path of read.unreadable) errors[path] = i18n._(NOT_A_NUMBER)
  if (checked && !checked.ok)
    for (const [path, code] of Object.entries(checked.fieldErrors))
      errors[path] ??= i18n._(SETTINGS_MESSAGES[code])
  const valid: ShippingRates | null = checked?.ok ? checked.value : null

  const field = (spec: FieldSpec, label?: string) => (
    <NumberField
      key={spec.path}
      label={label ?? i18n._(spec.label)}
      hint={spec.hint && i18n._(spec.hint)}
      value={texts[spec.path] ?? ''}
      error={errors[spec.path]}
      onChange={(text) => {
        setServerErrors({})
        setTexts((current) => ({ ...current, [spec.path]: text }))
      }}
    />
  )
  const save = (event: FormEvent) => {
    event.preventDefault()
    if (valid) saveSetting(valid)
  }

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-6" aria-label={t`Shipping rates`}>
      <p className="text-sm text-slate-700">
        <ChangedBy setting={setting} />{' '}
        <Trans>
          Orders placed from now on are shipped at these rates; orders already placed keep their shipping
          charge.
        </Trans>
      </p>
      <Panel title={t`Free shipping and package rules`}>
        <div className="grid gap-4 sm:grid-cols-2">{RULE_FIELDS.map((spec) => field(spec))}</div>
      </Panel>
      {SHIPPING_METHODS.map((method) => (
        <Panel
          key={method}
          title={i18n._(METHOD_NAMES[method])}
          description={t`Per shipment: the base charge plus the charge per billable pound (whole pounds, rounded up).`}
        >
          <div className="grid gap-4 lg:grid-cols-3">
            {ZONES.map((zone) => (
              <fieldset key={zone} className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 p-3">
                <legend className="px-1 text-sm font-semibold text-slate-900">
                  {i18n._(ZONE_NAMES[zone])}
                </legend>
                {RATE_FIELDS.filter((spec) => spec.path.startsWith(`rates.${method}.${zone}.`)).map((spec) =>
                  field(spec),
                )}
              </fieldset>
            ))}
          </div>
        </Panel>
      ))}
      <SettingActions
        saveLabel={<Trans>Save shipping rates</Trans>}
        resetQuestion={<Trans>Replace every rate with the defaults?</Trans>}
        canSave={valid !== null}
        hasErrors={Object.keys(errors).length > 0}
        pending={pending}
        canReset={setting.updatedAt !== null}
        onReset={reset}
      />
    </form>
  )
}
