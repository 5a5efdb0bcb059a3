import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { FileText, Send } from 'lucide-react'
import { useMemo, useState, type FormEvent } from 'react'
import { useUpdateHold } from '../../app/update-holds.ts'
import { BID_LIMITS, BidInputSchema } from '../../../domain/marketplace/bid.ts'
import { formatMoney } from '../../../domain/money/money.ts'
import { Button } from '../../ui/button.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { SelectBox, TextAreaField } from '../../ui/form-fields.tsx'
import { fetchOpenQuotes, queueBid } from './api/commands.ts'
import { dollarsToCents } from '../../../domain/money/money.ts'
import { optionName } from '../estimates/quote-parts.tsx'
import { earliestStartDay } from './board-filters.ts'
import { translateMarketplaceCode } from './labels.ts'
import { formatLocale } from '../../../domain/i18n/locales.ts'

/** Prices and dates of bids and jobs in the reader's locale. */
export function useBidFormats() {
  const { i18n } = useLingui()
  const locale = i18n.locale
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(formatLocale(locale), { dateStyle: 'medium' })
    // A calendar day (YYYY-MM-DD) is the same day everywhere: formatted at UTC, never shifted by the time zone.
    const calendarDay = new Intl.DateTimeFormat(formatLocale(locale), {
      dateStyle: 'medium',
      timeZone: 'UTC',
    })
    return {
      /** "$1,450" or "$1,450.50" */
      money: (cents: number) => formatMoney(cents, locale, { whole: cents % 100 === 0 }),
      /** A timestamp's date on this device. */
      date: (iso: string) => date.format(new Date(iso)),
      /** A calendar day, YYYY-MM-DD. */
      day: (day: string) => calendarDay.format(new Date(`${day.slice(0, 10)}T00:00:00Z`)),
    }
  }, [locale])
}

/** What the form opens with: the bid being revised, or a refused request to fix. */
export interface BidDraft {
  priceCents?: number
  startDate?: string
  validDays?: number
  message?: string
  quoteId?: string | null
}

type Field = 'priceCents' | 'startDate' | 'validDays' | 'message' | 'quoteId'

/**
 * An installer's offer on a job: price in dollars (sent as integer cents), start date, how many days
 * it holds, and a message. Checked here with the API's schema, then queued in the device's outbox:
 * it works offline and goes when the connection is back. Bidding again revises the existing bid.
 */
export function BidForm({
  jobId,
  draft,
  revising = false,
  onQueued,
  onCancel,
}: {
  jobId: string
  draft?: BidDraft
  revising?: boolean
  onQueued: () => void
  onCancel?: () => void
}) {
  const { t, i18n } = useLingui()
  const earliest = earliestStartDay(new Date())
  const [price, setPrice] = useState(draft?.priceCents !== undefined ? String(draft.priceCents / 100) : '')
  // The earliest day the server accepts, unless the bid being revised starts later.
  const [startDate, setStartDate] = useState(
    draft?.startDate && draft.startDate >= earliest ? draft.startDate : earliest,
  )
  const [validDays, setValidDays] = useState(String(draft?.validDays ?? BID_LIMITS.defaultValidDays))
  const [message, setMessage] = useState(draft?.message ?? '')
  const [quoteId, setQuoteId] = useState(draft?.quoteId ?? '')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [busy, setBusy] = useState(false)
  // Typed and not yet placed: a reload into a new version of the app would lose it.
  const initialPrice = draft?.priceCents !== undefined ? String(draft.priceCents / 100) : ''
  useUpdateHold('form', price !== initialPrice || message !== (draft?.message ?? ''))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const days = validDays.trim() === '' ? Number.NaN : Number(validDays)
    const result = BidInputSchema.safeParse({
      id: crypto.randomUUID(),
      priceCents: dollarsToCents(price),
      startDate,
      validDays: days,
      message,
      quoteId: quoteId || null,
    })
    const found: Partial<Record<Field, string>> = {}
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path[0] as Field
        found[field] ??= translateMarketplaceCode(i18n, issue.message)
      }
    }
    // The schema checks the format; the day must also not be past (the server refuses it too).
    if (!found.startDate && startDate < earliest)
      found.startDate = translateMarketplaceCode(i18n, 'startDateInvalid')
    setErrors(found)
    if (!result.success || Object.keys(found).length > 0) return
    setBusy(true)
    try {
      await queueBid(jobId, result.data)
      onQueued()
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void submit(event)}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <FormField
          label={t`Price (USD)`}
          type="number"
          inputMode="decimal"
          min={1}
          step="0.01"
          value={price}
          error={errors.priceCents}
          hint={t`The whole job: film, labour and travel.`}
          onChange={(event) => setPrice(event.currentTarget.value)}
        />
        <FormField
          label={t`Earliest start date`}
          type="date"
          min={earliest}
          value={startDate}
          error={errors.startDate}
          onChange={(event) => setStartDate(event.currentTarget.value)}
        />
        <FormField
          label={t`Bid valid for (days)`}
          type="number"
          inputMode="numeric"
          min={BID_LIMITS.minValidDays}
          max={BID_LIMITS.maxValidDays}
          step={1}
          value={validDays}
          error={errors.validDays}
          hint={t`1 to 60 days; after that the homeowner can no longer accept it.`}
          onChange={(event) => setValidDays(event.currentTarget.value)}
        />
      </div>
      <AttachQuote
        quoteId={quoteId}
        error={errors.quoteId}
        onChange={setQuoteId}
        onUseTotal={(cents) => setPrice(String(cents / 100))}
      />
      <TextAreaField
        label={t`Message to the homeowner`}
        hint={t`Optional: the film you would use, crew, how long it takes. Phone numbers and emails stay hidden until you are hired.`}
        value={message}
        error={errors.message}
        maxLength={BID_LIMITS.message}
        onChange={setMessage}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          <Send aria-hidden />
          {revising ? <Trans>Send revised bid</Trans> : <Trans>Send bid</Trans>}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
      <p className="text-xs text-slate-500">
        <Trans>Works offline: your bid is sent as soon as there is a connection.</Trans>
      </p>
    </form>
  )
}

/**
 * The installer's itemized quote for the bid: one of their open versions (made in the estimator). The
 * homeowner reads it and hires by accepting it. The list needs a connection; without one, or with no
 * open version, the bid goes by its price alone.
 */
function AttachQuote({
  quoteId,
  error,
  onChange,
  onUseTotal,
}: {
  quoteId: string
  error?: string
  onChange: (id: string) => void
  onUseTotal: (cents: number) => void
}) {
  const { t, i18n } = useLingui()
  const { money } = useBidFormats()
  const query = useQuery({ queryKey: ['quotes', 'open'], queryFn: fetchOpenQuotes, staleTime: 30_000 })
  const quotes = query.data?.quotes ?? []
  const chosen = quotes.find((quote) => quote.id === quoteId)
  if (quotes.length === 0 && !quoteId) return null
  return (
    <div className="flex flex-col gap-2">
      <SelectBox label={t`Attach a quote`} value={quoteId} error={error} onChange={onChange}>
        <option value="">{t`No quote: the price alone`}</option>
        {quoteId && !chosen && <option value={quoteId}>{t`The quote attached before`}</option>}
        {quotes.map((quote) => (
          <option key={quote.id} value={quote.id}>
            {quote.number} · {quote.customerName}
          </option>
        ))}
      </SelectBox>
      {chosen && (
        <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <p className="flex items-center gap-2">
            <FileText className="size-4 shrink-0" aria-hidden />
            <Trans>The homeowner reads this quote and hires you by accepting one of its options.</Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            {chosen.options.map((option) => {
              const name = optionName(i18n, option)
              const total = money(option.totalCents)
              return (
                <Button
                  key={option.id}
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => onUseTotal(option.totalCents)}
                >
                  {t`Price as ${name}: ${total}`}
                </Button>
              )
            })}
          </div>
        </div>
      )}
    </div>
  )
}
