import { Trans, useLingui } from '@lingui/react/macro'
import { Leaf, Scissors, Sun } from 'lucide-react'
import type { ReactNode } from 'react'
import type { EstimateResult } from '../../../domain/estimator/compute.ts'
import { Loader } from '../../ui/loader.tsx'
import { CLIMATE_LABELS } from './labels.ts'
import { useFormats } from '../../app/use-formats.ts'

function Row({ label, value, strong = false }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-3 pt-2 text-base font-bold text-slate-900'
          : 'flex justify-between gap-3'
      }
    >
      <dt className={strong ? undefined : 'text-slate-600'}>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  )
}

/** The price, the film to order and the savings of the estimate, recomputed as it is edited. */
export function ResultsPanel({ result, stale }: { result: EstimateResult; stale: boolean }) {
  const { i18n, t } = useLingui()
  const { number, money, percent } = useFormats()
  const { price, plans, energy } = result
  const climate = i18n._(CLIMATE_LABELS[energy.climate])
  return (
    <aside aria-label={t`Estimate results`} className="flex flex-col gap-4 lg:sticky lg:top-24">
      <section className="rounded-2xl border border-brand-200 bg-brand-50/60 p-5 shadow-sm">
        <h2 className="mb-3 text-lg font-semibold text-brand-900">
          <Trans>Estimate</Trans>
        </h2>
        {/* Recomputing a large estimate can lag behind typing: the estimator's phrases show meanwhile. */}
        {stale ? (
          <Loader type="estimator" size="sm" className="py-4" />
        ) : (
          <dl className="flex flex-col gap-1.5 text-sm" aria-live="polite">
            <Row label={<Trans>Total windows</Trans>} value={number(price.totalWindows, 0)} />
            <Row label={<Trans>Glass area</Trans>} value={t`${number(price.glassAreaSqFt)} sq ft`} />
            <Row label={<Trans>Material needed</Trans>} value={t`${number(price.materialSqFt)} sq ft`} />
            <Row label={<Trans>Film</Trans>} value={money(price.materialCents)} />
            <Row label={<Trans>Labor cost</Trans>} value={money(price.laborCents)} />
            {price.removalCents > 0 && (
              <Row label={<Trans>Old film removal</Trans>} value={money(price.removalCents)} />
            )}
            {price.attachmentCents > 0 && (
              <Row label={<Trans>Attachment system</Trans>} value={money(price.attachmentCents)} />
            )}
            {price.discountCents > 0 && (
              <Row
                label={<Trans>Volume discount ({percent(price.discountRate * 100)})</Trans>}
                value={`−${money(price.discountCents)}`}
              />
            )}
            {price.minimumChargeCents > 0 && (
              <Row label={<Trans>Minimum job charge</Trans>} value={money(price.minimumChargeCents)} />
            )}
            <div className="border-t border-brand-200" />
            <Row strong label={<Trans>Total price</Trans>} value={money(price.totalCents)} />
          </dl>
        )}
      </section>

      {plans.length > 0 && (
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
            <Scissors className="size-4 text-accent-600" aria-hidden />
            <Trans>Film to cut</Trans>
          </h2>
          <ul className="flex flex-col gap-2 text-sm">
            {plans.map(({ film, plan }) => (
              <li key={film.sku} className="flex flex-col">
                <span className="font-semibold text-slate-800">{film.name}</span>
                <span className="text-slate-600">
                  <Trans>
                    {number(plan.linearFeet)} ft of the {plan.rollWidthIn}″ roll ·{' '}
                    {percent(plan.wastePercent)} waste
                  </Trans>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="rounded-2xl border border-emerald-200 bg-emerald-50/60 p-5 shadow-sm">
        <h2 className="mb-3 flex items-center gap-2 text-base font-semibold text-emerald-900">
          <Leaf className="size-4" aria-hidden />
          <Trans>Energy and comfort</Trans>
        </h2>
        <dl className="flex flex-col gap-1.5 text-sm">
          <Row label={<Trans>Yearly savings</Trans>} value={money(energy.annualSavingsCents)} />
          <Row
            label={<Trans>Pays for itself in</Trans>}
            value={energy.paybackYears === null ? t`—` : t`${number(energy.paybackYears)} years`}
          />
          <Row label={<Trans>Heat reduction</Trans>} value={percent(energy.heatReductionPercent)} />
          <Row label={<Trans>Glare reduction</Trans>} value={percent(energy.glareReductionPercent)} />
          <Row label={<Trans>UV blocked</Trans>} value={percent(energy.uvBlockedPercent)} />
        </dl>
        {energy.remarks.includes('nonSolarFilm') && (
          <p className="mt-3 text-xs text-emerald-900/80">
            <Trans>
              Security and decorative films are chosen for safety and privacy: they save little on cooling.
            </Trans>
          </p>
        )}
        <p className="mt-3 flex gap-2 text-xs text-emerald-900/80">
          <Sun className="size-4 shrink-0" aria-hidden />
          <Trans>Cooling savings for the {climate} climate, by each window’s facing and glass.</Trans>
        </p>
      </section>
    </aside>
  )
}
