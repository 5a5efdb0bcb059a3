import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Printer } from 'lucide-react'
import type { Estimate } from '../../../domain/estimates/estimate.ts'
import type { EstimateResult } from '../../../domain/estimator/compute.ts'
import { filmLineOf } from '../../../domain/estimator/films.ts'
import { formatLength } from '../../../domain/estimator/measure.ts'
import { Button } from '../../ui/button.tsx'
import { Logo } from '../../ui/logo.tsx'
import { useAuth } from '../auth/auth-provider.tsx'
import { RollPlanDrawing } from '../estimator/roll-plan-drawing.tsx'
import { profileQuery } from '../members/api/get-profile.ts'
import { SeamNote } from './cut-list.tsx'
import { STATUS_LABELS } from './labels.ts'
import { useFormats } from './results-panel.tsx'

/** Days a quote's prices hold. */
const QUOTE_VALID_DAYS = 30

/** The letterhead: the signed-in member's company profile, or the supplier's own name. */
function Letterhead() {
  const { user } = useAuth()
  // Offline the profile may not be at hand: the quote then goes out under the supplier's name.
  const profile = useQuery({ ...profileQuery, enabled: user !== null }).data
  if (!profile?.companyName) return <Logo size="md" />
  return (
    <div className="flex items-start gap-4">
      {profile.logoUrl && <img src={profile.logoUrl} alt="" className="size-16 rounded-md object-contain" />}
      <div className="text-sm text-slate-700">
        <p className="text-lg font-bold text-slate-900">{profile.companyName}</p>
        {profile.address && <p>{profile.address}</p>}
        <p>{[profile.phone, profile.website, profile.email].filter(Boolean).join(' · ')}</p>
        {profile.taxNumber && (
          <p>
            <Trans>Tax number {profile.taxNumber}</Trans>
          </p>
        )}
      </div>
    </div>
  )
}

/** The customer-facing quote; the browser's print turns it into paper or a PDF. */
export function QuoteView({ estimate, result }: { estimate: Estimate; result: EstimateResult }) {
  const { i18n, t } = useLingui()
  const { number, money, percent } = useFormats()
  const { price, energy, plans } = result
  const windowLabels = Object.fromEntries(
    estimate.windows.map((window, index) => [window.id, window.label || t`Window ${index + 1}`]),
  )
  const date = new Date(estimate.editedAt)
  const validUntil = new Date(date.getTime() + QUOTE_VALID_DAYS * 86_400_000)
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' })
  const quoteNumber = estimate.id.slice(0, 8).toUpperCase()
  const area = new Map(price.lines.map((line) => [line.windowId, line.areaSqFt]))
  return (
    <article className="quote mx-auto w-full max-w-4xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none">
      <div className="mb-6 flex justify-end print:hidden">
        <Button onClick={() => window.print()}>
          <Printer aria-hidden />
          <Trans>Print or save as PDF</Trans>
        </Button>
      </div>
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-slate-200 pb-6">
        <Letterhead />
        <div className="text-right text-sm text-slate-700">
          <h2 className="text-2xl font-bold text-slate-900">
            <Trans>Quote {quoteNumber}</Trans>
          </h2>
          <p>{day.format(date)}</p>
          <p>
            <Trans>Valid until {day.format(validUntil)}</Trans>
          </p>
          <p>{i18n._(STATUS_LABELS[estimate.status])}</p>
        </div>
      </header>

      <section className="grid gap-1 py-6 text-sm">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <Trans>Prepared for</Trans>
        </p>
        <p className="text-base font-semibold text-slate-900">{estimate.customer || estimate.name}</p>
        {estimate.address && <p className="text-slate-700">{estimate.address}</p>}
      </section>

      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t`Windows in this quote`}</caption>
          <thead className="border-b border-slate-300 text-xs text-slate-500 uppercase">
            <tr>
              <th className="py-2 pr-3">{t`Window`}</th>
              <th className="py-2 pr-3">{t`Size`}</th>
              <th className="py-2 pr-3 text-right">{t`Qty`}</th>
              <th className="py-2 pr-3">{t`Film`}</th>
              <th className="py-2 text-right">{t`Area`}</th>
            </tr>
          </thead>
          <tbody>
            {estimate.windows.map((window, index) => (
              <tr key={window.id} className="border-b border-slate-100">
                <td className="py-2 pr-3 font-medium text-slate-900">
                  {window.label || t`Window ${index + 1}`}
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">
                  {formatLength(window.width, window.unit, i18n.locale)} ×{' '}
                  {formatLength(window.height, window.unit, i18n.locale)}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{window.quantity}</td>
                <td className="py-2 pr-3">{filmLineOf(window).name}</td>
                <td className="py-2 text-right tabular-nums">{t`${number(area.get(window.id) ?? 0)} sq ft`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="ml-auto mt-6 grid max-w-sm gap-1.5 text-sm">
        {[
          [t`Film (${number(price.materialSqFt)} sq ft)`, money(price.materialCents)],
          [t`Labor`, money(price.laborCents)],
          ...(price.removalCents > 0 ? [[t`Old film removal`, money(price.removalCents)]] : []),
          ...(price.attachmentCents > 0 ? [[t`Attachment system`, money(price.attachmentCents)]] : []),
          ...(price.discountCents > 0 ? [[t`Volume discount`, `−${money(price.discountCents)}`]] : []),
          ...(price.minimumChargeCents > 0 ? [[t`Minimum job charge`, money(price.minimumChargeCents)]] : []),
        ].map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-4 border-t border-slate-300 pt-2 text-base font-bold">
          <dt>{t`Total`}</dt>
          <dd className="tabular-nums">{money(price.totalCents)}</dd>
        </div>
      </dl>

      {energy.annualSavingsCents > 0 && (
        <section className="mt-8 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900 print:border print:border-emerald-300 print:bg-white">
          <Trans>
            Estimated cooling savings: {money(energy.annualSavingsCents)} a year · heat through the glass{' '}
            {percent(energy.heatReductionPercent)} lower · glare {percent(energy.glareReductionPercent)} lower
            · {percent(energy.uvBlockedPercent)} of UV blocked.
          </Trans>
        </section>
      )}

      {plans.length > 0 && (
        <section className="mt-8 break-before-page">
          <h3 className="mb-3 text-base font-semibold text-slate-900">
            <Trans>Cut plan</Trans>
          </h3>
          <div className="flex flex-col gap-6">
            {plans.map(({ film, plan }) => (
              <figure key={film.sku} className="break-inside-avoid">
                <figcaption className="mb-2 text-sm text-slate-700">
                  <Trans>
                    {film.name}: {number(plan.linearFeet)} ft of the {plan.rollWidthIn}″ roll,{' '}
                    {percent(plan.wastePercent)} waste
                  </Trans>
                </figcaption>
                {plan.seamed.length > 0 && (
                  <ul className="mb-2 text-sm text-slate-700">
                    {plan.seamed.map((seamed) => (
                      <li key={seamed.pieceId}>
                        {windowLabels[seamed.pieceId]}: <SeamNote seamed={seamed} />
                      </li>
                    ))}
                  </ul>
                )}
                <RollPlanDrawing plan={plan} title={t`Cut plan for ${film.name}`} labels={windowLabels} />
              </figure>
            ))}
          </div>
        </section>
      )}

      <footer className="mt-8 border-t border-slate-200 pt-4 text-xs text-slate-500">
        <Trans>
          Prices include film, installation and cleanup. Measurements are confirmed on site before cutting.
        </Trans>
      </footer>
    </article>
  )
}
