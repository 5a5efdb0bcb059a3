import { Trans, useLingui } from '@lingui/react/macro'
import { Plus, Trash2 } from 'lucide-react'
import { Button } from '../../ui/button.tsx'
import { NumberField } from './pricing-fields.tsx'
import type { Tier } from './pricing-sheet-draft.ts'

export function VolumeTiers({
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
