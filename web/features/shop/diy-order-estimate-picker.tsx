import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { Estimate } from '../../../domain/estimates/estimate.ts'
import { ChoiceCard } from '../../ui/choice-card.tsx'
import { SelectField } from '../../ui/choice-fields.tsx'
import type { DiyOrderDraft } from './diy-order-draft.ts'

export function SourceChoice({
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

export function EstimatePicker({
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
