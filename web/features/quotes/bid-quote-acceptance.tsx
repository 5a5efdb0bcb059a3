import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CheckCircle2, Loader2 } from 'lucide-react'
import { useState } from 'react'
import { isQuoteErrorCode } from '../../../domain/quotes/errors.ts'
import type { OptionId } from '../../../domain/quotes/quote.ts'
import { AcceptQuoteSchema, type PublicQuoteView } from '../../../domain/quotes/state.ts'
import { ApiError } from '../../app/api-client.ts'
import { AcceptForm, type DepositChoice } from './accept-form.tsx'
import { describeQuoteFailure, translateQuoteCode } from './labels.ts'
import { QuoteDocument } from './quote-document.tsx'
import { bidQuoteKey, fetchBidQuote, hireWithQuote } from './quotes-api.ts'

const CARD = 'mx-auto w-full max-w-4xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8'

/**
 * A marketplace bid's quote, as its customer's page shows it, and the acceptance that hires the
 * installer (decision 022, "Marketplace"): the same option choice, typed name, drawn signature,
 * consent and deposit choice, sent at once; hiring and signing are one request, stored together.
 * `describeOther` words a refusal that is not the quote's (the job closed meanwhile, the bid expired).
 */
export function BidQuoteAcceptance({
  jobId,
  bidId,
  installerName,
  describeOther,
}: {
  jobId: string
  bidId: string
  installerName: string
  describeOther: (error: unknown) => string
}) {
  const { i18n, t } = useLingui()
  const queryClient = useQueryClient()
  const key = bidQuoteKey(jobId, bidId)
  const query = useQuery({ queryKey: key, queryFn: () => fetchBidQuote(jobId, bidId), staleTime: 60_000 })
  const [chosen, setChosen] = useState<OptionId | ''>('')
  const [serverErrors, setServerErrors] = useState<Record<string, string>>()
  const [problem, setProblem] = useState<string | null>(null)
  const describe = (error: unknown) =>
    error instanceof ApiError && !isQuoteErrorCode(error.code)
      ? describeOther(error)
      : describeQuoteFailure(i18n, error)

  const hire = useMutation({
    mutationFn: (body: Parameters<typeof hireWithQuote>[2]) => hireWithQuote(jobId, bidId, body),
    onSuccess: ({ quote }) => {
      const { checkoutUrl, ...view } = quote
      if (checkoutUrl) window.location.assign(checkoutUrl)
      else queryClient.setQueryData<PublicQuoteView>(key, view)
    },
    onError: (error) => {
      setServerErrors(error instanceof ApiError ? error.fieldErrors : {})
      setProblem(describe(error))
      if (error instanceof ApiError && error.status !== 400)
        void queryClient.invalidateQueries({ queryKey: key })
    },
  })

  const view = query.data
  if (!view) {
    return query.isPending ? (
      <p className="flex items-center gap-2 text-slate-600" role="status">
        <Loader2 className="size-5 animate-spin" aria-hidden />
        <Trans>Opening the quote…</Trans>
      </p>
    ) : (
      <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
        {describe(query.error)}
      </p>
    )
  }
  if (view.stage === 'accepted') {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-950"
      >
        <CheckCircle2 className="size-5 shrink-0" aria-hidden />
        <Trans>
          You accepted this quote and hired {installerName}. Your signed copy is on its way by email.
        </Trans>
      </p>
    )
  }
  if (view.stage === 'expired' || view.stage === 'revoked' || view.stage === 'superseded') {
    const code = { expired: 'linkExpired', revoked: 'linkRevoked', superseded: 'superseded' }[view.stage]
    return (
      <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
        {translateQuoteCode(i18n, code)}
      </p>
    )
  }

  const depositChoices: DepositChoice<'card' | 'invoice'>[] = [
    ...(view.cardAvailable
      ? [
          {
            value: 'card' as const,
            label: t`Pay by card now`,
            hint: t`A secure card payment page opens after you sign.`,
          },
        ]
      : []),
    { value: 'invoice', label: t`Send me an invoice`, hint: t`The invoice comes by email.` },
  ]
  return (
    <>
      <QuoteDocument snapshot={view.snapshot} chosen={chosen} />
      <section className={CARD}>
        {problem && (
          <p
            role="alert"
            className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {problem}
          </p>
        )}
        <AcceptForm
          snapshot={view.snapshot}
          chosen={chosen}
          onChoose={setChosen}
          depositChoices={depositChoices}
          depositLegend={t`How would you like to pay the deposit?`}
          schema={AcceptQuoteSchema}
          bodyOf={(acceptance) => ({ ...acceptance, hash: view.hash, language: i18n.locale })}
          onAccept={(body) => {
            setProblem(null)
            hire.mutate(body)
          }}
          pending={hire.isPending}
          serverErrors={serverErrors}
          submitLabel={<Trans>Accept, sign and hire {installerName}</Trans>}
        />
      </section>
    </>
  )
}
