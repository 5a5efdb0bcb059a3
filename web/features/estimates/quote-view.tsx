import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Printer } from 'lucide-react'
import { isWon, type Estimate } from '../../../domain/estimates/estimate.ts'
import type { EstimateResult } from '../../../domain/estimator/compute.ts'
import { filmLineOf } from '../../../domain/estimator/films.ts'
import { quoteTax, windowPrices } from '../../../domain/estimator/quote.ts'
import { Button } from '../../ui/button.tsx'
import { Logo } from '../../ui/logo.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { profileQuery } from '../../app/session/get-profile.ts'
import { useTaxTable } from '../../app/catalog-store.ts'
import { STATUS_LABELS } from './labels.ts'
import { useFormats } from '../../app/use-formats.ts'
import { usePricingSheet } from '../../app/pricing-sheet-store.ts'
import { CURE_DAYS } from '../../../domain/quotes/quote.ts'
import { Figures, formatDay, QuoteTerms, useTaxLabel, WindowPriceList } from './quote-parts.tsx'
import { formatLocale } from '../../../domain/i18n/locales.ts'

/** The last day a quote's prices hold (YYYY-MM-DD): the pricing sheet's days after the estimate was last edited. */
const validUntilOf = (estimate: Estimate, validityDays: number) =>
  new Date(Date.parse(estimate.editedAt) + validityDays * 86_400_000).toISOString().slice(0, 10)

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

/** The paper header of a document about an estimate: whose it is, its number, date and state. */
export function DocumentHeader({
  estimate,
  title,
  validUntil,
}: {
  estimate: Estimate
  title: string
  /** A quote holds its prices until then (YYYY-MM-DD); the crew's sheet has no such date. */
  validUntil?: string
}) {
  const { i18n } = useLingui()
  const date = new Date(estimate.editedAt)
  const day = new Intl.DateTimeFormat(formatLocale(i18n.locale), { dateStyle: 'long' })
  return (
    <>
      <div className="mb-6 flex justify-end print:hidden">
        <Button onClick={() => window.print()}>
          <Printer aria-hidden />
          <Trans>Print or save as PDF</Trans>
        </Button>
      </div>
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-slate-200 pb-6">
        <Letterhead />
        <div className="text-sm text-slate-700 sm:text-right">
          <h2 className="text-2xl font-bold text-slate-900">{title}</h2>
          {/* Named as the team knows the job; a quote's own number is its versions' (Q-…), made when one is sent. */}
          {estimate.name && <p className="font-semibold text-slate-900">{estimate.name}</p>}
          <p>{day.format(date)}</p>
          {validUntil && (
            <p>
              <Trans>Valid until {formatDay(i18n.locale, validUntil)}</Trans>
            </p>
          )}
          <p>{i18n._(STATUS_LABELS[estimate.status])}</p>
        </div>
      </header>
      {isWon(estimate.status) && (
        // The customer chose an option, perhaps another film than the estimate's own: a crew cutting
        // from this page would cut the wrong one.
        <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <Trans>
            The customer accepted a quote for this job. Work from the option they chose: its figures are in
            Send & sign, its cut lists on the installation’s crew sheet. This page shows the estimate as
            measured, with its own film.
          </Trans>
        </p>
      )}
      <section className="grid gap-1 py-6 text-sm">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <Trans>Prepared for</Trans>
        </p>
        <p className="text-base font-semibold text-slate-900">{estimate.customer || estimate.name}</p>
        {estimate.address && <p className="text-slate-700">{estimate.address}</p>}
      </section>
    </>
  )
}

/**
 * The customer-facing quote: what each window costs, the job's tax and terms, nothing of the
 * crew's cutting (that is the crew sheet). The browser's print turns it into paper or a PDF.
 */
export function QuoteView({ estimate, result }: { estimate: Estimate; result: EstimateResult }) {
  const { t } = useLingui()
  const { money, percent } = useFormats()
  const taxTable = useTaxTable()
  const taxLabel = useTaxLabel()
  const sheet = usePricingSheet()
  const { price, energy, safety } = result
  const labelOf = (index: number) => estimate.windows[index]?.label || t`Window ${index + 1}`
  const prices = windowPrices(price)
  const area = new Map(price.lines.map((line) => [line.windowId, line.areaSqFt]))
  const tax = quoteTax(price, estimate.address, taxTable)
  const validUntil = validUntilOf(estimate, sheet.quote.validityDays)
  const lines = estimate.windows.map((window, index) => ({
    ...window,
    label: labelOf(index),
    areaSqFt: area.get(window.id) ?? 0,
    filmName: filmLineOf(window).name,
    priceCents: prices.get(window.id) ?? 0,
  }))
  const warned = lines.filter(({ id }) => (safety[id] ?? []).length > 0).map(({ label }) => label)

  return (
    <article className="quote mx-auto w-full max-w-4xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10 print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none">
      <DocumentHeader estimate={estimate} title={t`Quote`} validUntil={validUntil} />

      <h3 className="sr-only">{t`Windows in this quote`}</h3>
      <WindowPriceList lines={lines} />

      <Figures
        className="mt-6 sm:ml-auto sm:max-w-sm"
        figures={[
          // The windows' sum differs from the total before tax only when the job has a discount or a minimum.
          ...(price.discountCents > 0 || price.minimumChargeCents > 0
            ? [{ label: t`Windows`, value: money(price.subtotalCents) }]
            : []),
          ...(price.discountCents > 0
            ? [{ label: t`Volume discount`, value: `−${money(price.discountCents)}` }]
            : []),
          ...(price.minimumChargeCents > 0
            ? [{ label: t`Minimum job charge`, value: money(price.minimumChargeCents) }]
            : []),
          { label: t`Total before tax`, value: money(price.totalCents) },
          {
            label: taxLabel(tax && { rateBp: tax.rate.rateBp, place: tax.rate.place ?? null }),
            value: tax ? money(tax.taxCents) : t`From the job’s ZIP`,
          },
          { label: t`Total`, value: money(price.totalCents + (tax?.taxCents ?? 0)), total: true },
        ]}
      >
        {!tax && (
          <p className="text-xs text-slate-500 print:hidden">
            <Trans>
              End the address with the state and ZIP (…, GA 30318) and the quote adds the sales tax of that
              place.
            </Trans>
          </p>
        )}
      </Figures>

      {energy.annualSavingsCents > 0 && (
        <section className="mt-8 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900 print:border print:border-emerald-300 print:bg-white">
          <Trans>
            Estimated cooling savings: {money(energy.annualSavingsCents)} a year · heat through the glass{' '}
            {percent(energy.heatReductionPercent)} lower · glare {percent(energy.glareReductionPercent)} lower
            · {percent(energy.uvBlockedPercent)} of UV blocked.
          </Trans>
        </section>
      )}

      <QuoteTerms
        lastDay={validUntil}
        cureDays={CURE_DAYS}
        options={[{ label: '', glassSafetyWindows: warned }]}
      />
    </article>
  )
}
