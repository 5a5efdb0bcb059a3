import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Printer } from 'lucide-react'
import type { Estimate } from '../../../domain/estimates/estimate.ts'
import type { EstimateResult } from '../../../domain/estimator/compute.ts'
import { filmLineOf } from '../../../domain/estimator/films.ts'
import { formatLength } from '../../../domain/estimator/measure.ts'
import { quoteTax, windowPrices } from '../../../domain/estimator/quote.ts'
import { Button } from '../../ui/button.tsx'
import { Logo } from '../../ui/logo.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { profileQuery } from '../../app/session/get-profile.ts'
import { useTaxTable } from '../../app/catalog-store.ts'
import { STATUS_LABELS } from './labels.ts'
import { useFormats } from '../../app/use-formats.ts'

/** Days a quote's prices hold. */
const QUOTE_VALID_DAYS = 30

/** The last day a quote's prices hold: QUOTE_VALID_DAYS after the estimate was last edited. */
const validUntilOf = (estimate: Estimate) =>
  new Date(Date.parse(estimate.editedAt) + QUOTE_VALID_DAYS * 86_400_000)

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

/** Days the film cures: haze and water pockets may show meanwhile. */
const CURE_DAYS = 30

/** The paper header of a document about an estimate: whose it is, its number, date and state. */
export function DocumentHeader({
  estimate,
  title,
  validity = false,
}: {
  estimate: Estimate
  title: string
  /** A quote holds its prices for a while; the crew's sheet has no such date. */
  validity?: boolean
}) {
  const { i18n } = useLingui()
  const date = new Date(estimate.editedAt)
  const validUntil = validUntilOf(estimate)
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' })
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
          <p>{day.format(date)}</p>
          {validity && (
            <p>
              <Trans>Valid until {day.format(validUntil)}</Trans>
            </p>
          )}
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
    </>
  )
}

/** The number a quote and its crew sheet share. */
export const quoteNumberOf = (estimate: Estimate) => estimate.id.slice(0, 8).toUpperCase()

/**
 * The customer-facing quote: what each window costs, the job's tax and terms, nothing of the
 * crew's cutting (that is the crew sheet). The browser's print turns it into paper or a PDF.
 */
export function QuoteView({ estimate, result }: { estimate: Estimate; result: EstimateResult }) {
  const { i18n, t } = useLingui()
  const { number, money, percent, taxRate } = useFormats()
  const taxTable = useTaxTable()
  const { price, energy, safety } = result
  const labelOf = (index: number) => estimate.windows[index]?.label || t`Window ${index + 1}`
  const prices = windowPrices(price)
  const area = new Map(price.lines.map((line) => [line.windowId, line.areaSqFt]))
  const tax = quoteTax(price, estimate.address, taxTable)
  const size = (window: Estimate['windows'][number]) =>
    `${formatLength(window.width, window.unit, i18n.locale)} × ${formatLength(window.height, window.unit, i18n.locale)}`
  const validUntil = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(
    validUntilOf(estimate),
  )
  const warned = estimate.windows
    .map((window, index) => ({ id: window.id, label: labelOf(index) }))
    .filter(({ id }) => (safety[id] ?? []).length > 0)
  const warnedList = warned.map(({ label }) => label).join(', ')
  const cureDays = CURE_DAYS
  const rate = tax && taxRate(tax.rate.rateBp)
  const place = tax?.rate.place
  const taxLabel = !tax
    ? t`Sales tax`
    : place
      ? t`Sales tax on the film, ${rate} % (${place})`
      : t`Sales tax on the film, ${rate} %`

  return (
    <article className="quote mx-auto w-full max-w-4xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10 print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none">
      <DocumentHeader estimate={estimate} title={t`Quote ${quoteNumberOf(estimate)}`} validity />

      <h3 className="sr-only">{t`Windows in this quote`}</h3>
      {/* A phone reads each window as a few lines; a wider screen or paper as a table. */}
      <ul className="flex flex-col divide-y divide-slate-100 border-y border-slate-200 sm:hidden print:hidden">
        {estimate.windows.map((window, index) => (
          <li key={window.id} className="flex items-start justify-between gap-4 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">{labelOf(index)}</p>
              <p className="text-slate-600">
                {size(window)} · {t`Qty ${window.quantity}`} · {t`${number(area.get(window.id) ?? 0)} sq ft`}
              </p>
              <p className="text-slate-600">{filmLineOf(window).name}</p>
            </div>
            <p className="font-semibold whitespace-nowrap tabular-nums text-slate-900">
              {money(prices.get(window.id) ?? 0)}
            </p>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm sm:table print:table">
        <caption className="sr-only">{t`Windows in this quote`}</caption>
        <thead className="border-b border-slate-300 text-xs text-slate-500 uppercase">
          <tr>
            <th className="py-2 pr-3">{t`Window`}</th>
            <th className="py-2 pr-3">{t`Size`}</th>
            <th className="py-2 pr-3 text-right">{t`Qty`}</th>
            <th className="py-2 pr-3">{t`Film`}</th>
            <th className="py-2 pr-3 text-right">{t`Area`}</th>
            <th className="py-2 text-right">{t`Price`}</th>
          </tr>
        </thead>
        <tbody>
          {estimate.windows.map((window, index) => (
            <tr key={window.id} className="border-b border-slate-100">
              <td className="py-2 pr-3 font-medium break-words text-slate-900">{labelOf(index)}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{size(window)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{window.quantity}</td>
              <td className="py-2 pr-3">{filmLineOf(window).name}</td>
              <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                {t`${number(area.get(window.id) ?? 0)} sq ft`}
              </td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">
                {money(prices.get(window.id) ?? 0)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="mt-6 grid gap-1.5 text-sm sm:ml-auto sm:max-w-sm">
        {[
          // The windows' sum differs from the total before tax only when the job has a discount or a minimum.
          ...(price.discountCents > 0 || price.minimumChargeCents > 0
            ? [[t`Windows`, money(price.subtotalCents)]]
            : []),
          ...(price.discountCents > 0 ? [[t`Volume discount`, `−${money(price.discountCents)}`]] : []),
          ...(price.minimumChargeCents > 0 ? [[t`Minimum job charge`, money(price.minimumChargeCents)]] : []),
          [t`Total before tax`, money(price.totalCents)],
        ].map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{taxLabel}</dt>
          <dd className="text-right tabular-nums">{tax ? money(tax.taxCents) : t`From the job’s ZIP`}</dd>
        </div>
        <div className="mt-1 flex justify-between gap-4 border-t border-slate-300 pt-2 text-base font-bold">
          <dt>{t`Total`}</dt>
          <dd className="tabular-nums">{money(price.totalCents + (tax?.taxCents ?? 0))}</dd>
        </div>
        {!tax && (
          <p className="text-xs text-slate-500 print:hidden">
            <Trans>
              End the address with the state and ZIP (…, GA 30318) and the quote adds the sales tax of that
              place.
            </Trans>
          </p>
        )}
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

      <section className="mt-8 break-inside-avoid text-sm text-slate-700">
        <h3 className="mb-2 text-base font-semibold text-slate-900">
          <Trans>Terms</Trans>
        </h3>
        <ul className="flex list-disc flex-col gap-1.5 pl-5">
          <li>
            <Trans>
              These prices hold until {validUntil}. They include the film, its installation and cleanup.
            </Trans>
          </li>
          <li>
            <Trans>
              Sizes are measured again on site before any film is cut; a window that differs is priced at the
              same rates.
            </Trans>
          </li>
          <li>
            <Trans>
              The film cures in up to {cureDays} days: a light haze or small water pockets are normal
              meanwhile and clear on their own. Please do not clean the filmed glass during that time.
            </Trans>
          </li>
          <li>
            <Trans>
              The film is judged as glass is: from inside the room, about 3 ft (1 m) away, in daylight and not
              at an angle. A speck that cannot be seen that way is normal, not a defect.
            </Trans>
          </li>
          {warned.length > 0 && (
            <li>
              <Trans>
                Glass-safety notice for {warnedList}: film adds heat and stress to these panes. The installer
                chose the film with the glass maker’s and film maker’s charts; breakage or seal failure of
                this glass is not covered by the installation.
              </Trans>
            </li>
          )}
        </ul>
      </section>
    </article>
  )
}
