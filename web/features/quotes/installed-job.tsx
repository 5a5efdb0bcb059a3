import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CheckCircle2, CreditCard, Download, Star } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { ReviewSchema, type PublicQuoteView, type QuoteJobView } from '../../../domain/quotes/state.ts'
import { useFormats } from '../../app/use-formats.ts'
import { Button } from '../../ui/button.tsx'
import { TextAreaField } from '../../ui/form-fields.tsx'
import { describeQuoteFailure } from './labels.ts'
import {
  publicPdfUrl,
  publicQuoteKey,
  sendReview,
  startCardDeposit,
  type QuoteDocumentKind,
} from './quotes-api.ts'

/*
 * The customer's page once the crew signed the job off with them: the final invoice (the option, the
 * change orders they signed, what they paid, what is left), the balance by card, the invoice and the
 * warranty certificate to keep, and their review of the installation.
 */

/**
 * Opens Stripe's page for what the customer owes now (the deposit, or the balance once installed);
 * why it could not, under the buttons.
 */
export function PayByCard({ token, children }: { token: string; children: ReactNode }) {
  const { i18n } = useLingui()
  const [error, setError] = useState<string | null>(null)
  const pay = useMutation({
    mutationFn: () => startCardDeposit(token),
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
    onError: (failure) => setError(describeQuoteFailure(i18n, failure)),
  })
  return (
    <>
      <Button disabled={pay.isPending} onClick={() => pay.mutate()}>
        <CreditCard aria-hidden />
        {children}
      </Button>
      {error && (
        <p role="alert" className="basis-full text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </>
  )
}

/** A signed amount as an invoice writes it: a credit with a minus sign. */
function useSignedMoney() {
  const { money } = useFormats()
  return (cents: number) => (cents < 0 ? `−${money(-cents)}` : money(cents))
}

function DocumentLink({
  token,
  kind,
  children,
}: {
  token: string
  kind: QuoteDocumentKind
  children: string
}) {
  return (
    // Full width on a phone, icon and words from the left: a label that wraps keeps its icon beside it,
    // and the documents' buttons line up one above the other.
    <Button variant="outline" asChild className="w-full justify-start sm:w-auto">
      <a href={publicPdfUrl(token, kind)} download>
        <Download aria-hidden />
        <span className="text-left">{children}</span>
      </a>
    </Button>
  )
}

/** The final invoice's lines: what the job costs in the end, what was paid, the balance. */
function FinalInvoiceTable({ job }: { job: QuoteJobView }) {
  const { t } = useLingui()
  const signed = useSignedMoney()
  const { invoice } = job
  const rows: [string, number][] = [
    [t`The option you accepted, tax included`, invoice.optionTotalCents],
    ...job.changeOrders.map((order): [string, number] => [
      t`Change order: ${order.description}`,
      order.amountCents,
    ]),
    ...(invoice.changeOrdersTaxCents !== 0
      ? [[t`Sales tax on the change orders`, invoice.changeOrdersTaxCents] as [string, number]]
      : []),
  ]
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">
        <Trans>Final invoice</Trans>
      </caption>
      <tbody className="divide-y divide-slate-100">
        {rows.map(([label, cents], index) => (
          <tr key={index}>
            <th scope="row" className="py-2 pr-4 text-left font-normal break-words text-slate-700">
              {label}
            </th>
            <td className="py-2 text-right tabular-nums">{signed(cents)}</td>
          </tr>
        ))}
        <tr className="font-semibold">
          <th scope="row" className="py-2 pr-4 text-left">
            <Trans>Total</Trans>
          </th>
          <td className="py-2 text-right tabular-nums">{signed(invoice.totalCents)}</td>
        </tr>
        {invoice.paidCents > 0 && (
          <tr>
            <th scope="row" className="py-2 pr-4 text-left font-normal text-slate-700">
              <Trans>Paid</Trans>
            </th>
            <td className="py-2 text-right tabular-nums">−{signed(invoice.paidCents)}</td>
          </tr>
        )}
        <tr className="text-base font-bold">
          <th scope="row" className="py-2 pr-4 text-left">
            <Trans>Balance due</Trans>
          </th>
          <td className="py-2 text-right tabular-nums">{signed(invoice.balanceCents)}</td>
        </tr>
      </tbody>
    </table>
  )
}

function Review({ token, job }: { token: string; job: QuoteJobView }) {
  const { i18n, t } = useLingui()
  const queryClient = useQueryClient()
  const [rating, setRating] = useState(0)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const send = useMutation({
    mutationFn: () => sendReview(token, ReviewSchema.parse({ rating, text })),
    onSuccess: (next) => queryClient.setQueryData(publicQuoteKey(token), next),
    onError: (failure) => setError(describeQuoteFailure(i18n, failure)),
  })
  if (job.review) {
    const stars = job.review.rating
    return (
      <p className="flex flex-wrap items-center gap-2">
        <span className="sr-only">
          <Trans>Your rating: {stars} out of 5</Trans>
        </span>
        <span aria-hidden className="flex">
          {Array.from({ length: 5 }, (_, index) => (
            <Star
              key={index}
              className={index < stars ? 'size-5 fill-amber-400 text-amber-500' : 'size-5 text-slate-300'}
            />
          ))}
        </span>
        <Trans>Thank you for your review.</Trans>
      </p>
    )
  }
  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (rating === 0) return setError(t`Choose from 1 to 5 stars`)
        setError(null)
        send.mutate()
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-slate-800">
          <Trans>How was the installation?</Trans>
        </legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-md p-1 has-focus-visible:ring-2 has-focus-visible:ring-accent-500"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                className="sr-only"
                checked={rating === value}
                onChange={() => setRating(value)}
              />
              <Star
                aria-hidden
                className={value <= rating ? 'size-8 fill-amber-400 text-amber-500' : 'size-8 text-slate-400'}
              />
              <span className="sr-only">
                <Trans>{value} out of 5 stars</Trans>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label={t`Your comments (optional)`}
        hint={t`What went well, and what could be better.`}
        value={text}
        maxLength={2000}
        rows={3}
        onChange={setText}
      />
      {error && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={send.isPending}>
        <Trans>Send my review</Trans>
      </Button>
    </form>
  )
}

/** The installed job on the customer's page. */
export function InstalledJob({
  token,
  view,
  job,
}: {
  token: string
  view: PublicQuoteView
  job: QuoteJobView
}) {
  const { i18n, t } = useLingui()
  const { money } = useFormats()
  const installedOn = i18n.date(new Date(job.completedAt), { dateStyle: 'long' })
  const balance = money(job.invoice.balanceCents)
  return (
    <>
      <section
        aria-labelledby="installed-title"
        className="flex flex-col gap-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-950"
      >
        <h1 id="installed-title" className="flex items-center gap-2 text-xl font-semibold">
          <CheckCircle2 className="size-6" aria-hidden />
          <Trans>Your window film is installed</Trans>
        </h1>
        <p>
          <Trans>
            Installed on {installedOn} and signed off by {job.signedBy}.
          </Trans>
        </p>
        {job.invoice.balanceCents > 0 ? (
          <>
            <p className="text-lg font-semibold">
              <Trans>Balance due: {balance}</Trans>
            </p>
            {!view.cardAvailable && (
              <p>
                <Trans>Pay it to your installer by check or cash; the final invoice is in your email.</Trans>
              </p>
            )}
          </>
        ) : (
          <p className="font-semibold">
            <Trans>Paid in full. Thank you.</Trans>
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {job.invoice.balanceCents > 0 && view.cardAvailable && (
            <PayByCard token={token}>
              <Trans>Pay the balance by card</Trans>
            </PayByCard>
          )}
          <DocumentLink token={token} kind="invoice">
            {t`Download the final invoice`}
          </DocumentLink>
          <DocumentLink token={token} kind="warranty">
            {t`Download the warranty certificate`}
          </DocumentLink>
        </div>
      </section>
      <section
        aria-labelledby="final-invoice"
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="final-invoice" className="text-lg font-semibold text-slate-900">
          <Trans>Final invoice</Trans>
        </h2>
        <FinalInvoiceTable job={job} />
      </section>
      <section
        id="review"
        aria-labelledby="review-title"
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="review-title" className="text-lg font-semibold text-slate-900">
          <Trans>Your review</Trans>
        </h2>
        <Review token={token} job={job} />
      </section>
    </>
  )
}
