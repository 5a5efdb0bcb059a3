import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState, type FormEvent } from 'react'
import { FILM_CATEGORIES, FILM_LINES } from '../../../domain/catalog/films.ts'
import { checkSetting } from '../../../domain/settings/settings.ts'
import { Panel } from '../../ui/panel.tsx'
import { refreshPricingSheet } from '../../app/pricing-sheet-store.ts'
import {
  ChangedBy,
  NOT_A_NUMBER,
  NumberField,
  SETTINGS_MESSAGES,
  SettingActions,
  useSettingSave,
  type FieldSpec,
} from './pricing-fields.tsx'
import type { AdminSetting } from './api/settings.ts'
import { draftOf, sheetOf, type Tier } from './pricing-sheet-draft.ts'
import {
  CATEGORY_TITLES,
  DEPOSIT_FIXED,
  DEPOSIT_PERCENT,
  FILM_PATH,
  GROUPS,
  presetPath,
  PRESET_TITLES,
  PRESET_UNITS,
  QUOTE_RULES,
  SEAM,
  WASTE,
} from './pricing-sheet-groups.ts'
import { SelectField } from '../../ui/choice-fields.tsx'
import { Preview } from './pricing-sheet-preview.tsx'
import { VolumeTiers } from './pricing-sheet-tiers.tsx'

export function SheetForm({ setting }: { setting: AdminSetting<'pricingSheet'> }) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState(() => draftOf(setting.value))
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const {
    pending,
    save: saveSetting,
    reset,
  } = useSettingSave('pricingSheet', {
    onSaved: () => void refreshPricingSheet(),
    onFieldErrors: setServerErrors,
    savedTitle: t`Pricing sheet saved`,
    resetTitle: t`Pricing sheet reset to the defaults`,
  })

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
    if (valid) saveSetting(valid)
  }

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

      <Panel
        title={t`Quotes`}
        description={t`What every quote starts from: the lines installers add in one tap, the largest discount, the deposit asked on acceptance, how long prices hold, and when an unanswered quote is followed up.`}
      >
        <div className="flex flex-col gap-6">
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold text-slate-900">
              <Trans>Lines added in one tap</Trans>
            </legend>
            <div className="grid items-end gap-4 sm:grid-cols-2">
              {setting.value.quote.customLines.map((line, index) => {
                const title = i18n._(PRESET_TITLES[line.kind])
                const unit = i18n._(PRESET_UNITS[line.unit])
                return (
                  <NumberField
                    key={presetPath(index)}
                    label={t`${title} (${unit})`}
                    value={draft.fields[presetPath(index)] ?? ''}
                    error={errors[presetPath(index)]}
                    onChange={(text) => setField(presetPath(index), text)}
                  />
                )
              })}
            </div>
          </fieldset>
          <div className="grid items-start gap-4 sm:grid-cols-2">{QUOTE_RULES.map(field)}</div>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <SelectField
              label={t`Deposit asked`}
              value={draft.depositKind}
              options={[
                { value: 'percent' as const, label: t`Percentage of the total` },
                { value: 'fixed' as const, label: t`Fixed amount` },
              ]}
              onChange={(depositKind) => {
                setServerErrors({})
                setDraft((current) => ({ ...current, depositKind }))
              }}
            />
            {field(draft.depositKind === 'percent' ? DEPOSIT_PERCENT : DEPOSIT_FIXED)}
          </div>
          {errors['quote.deposit'] && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors['quote.deposit']}
            </p>
          )}
        </div>
      </Panel>

      <SettingActions
        saveLabel={<Trans>Save pricing sheet</Trans>}
        resetQuestion={<Trans>Replace every price with the defaults?</Trans>}
        canSave={valid !== null}
        hasErrors={errorCount > 0}
        pending={pending}
        canReset={setting.updatedAt !== null}
        onReset={reset}
      />
    </form>
  )
}
