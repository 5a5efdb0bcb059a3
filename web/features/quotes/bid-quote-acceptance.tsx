import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { CheckCircle2, Loader2 } from 'lucide-react'
import { useState } from 'react'
import { isQuoteErrorCode } from '../../../domain/quotes/errors.ts'
import type { OptionId } from '../../../domain/quotes/quote.ts'
import { ApiError } from '../../app/api-client.ts'
import { closedStageCode, CustomerAcceptance } from './customer-acceptance.tsx'
import { describeQuoteFailure, translateQuoteCode } from './labels.ts'
import { QuoteDocument } from './quote-document.tsx'
import { bidQuoteKey, fetchBidQuote, hireWithQuote } from './quotes-api.ts'

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
  const { i18n } = useLingui()
  const key = bidQuoteKey(jobId, bidId)
  const query = useQuery({ queryKey: key, queryFn: () => fetchBidQuote(jobId, bidId), staleTime: 60_000 })
  const [chosen, setChosen] = useState<OptionId | ''>('')
  const describe = (error: unknown) =>
    error instanceof ApiError && !isQuoteErrorCode(error.code)
      ? describeOther(error)
      : describeQuoteFailure(i18n, error)

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
  const closed = closedStageCode(view.stage)
  if (closed) {
    return (
      <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
        {translateQuoteCode(i18n, closed)}
      </p>
    )
  }
  return (
    <>
      <QuoteDocument snapshot={view.snapshot} chosen={chosen} />
      <CustomerAcceptance
        view={view}
        queryKey={key}
        chosen={chosen}
        onChoose={setChosen}
        send={(body) => hireWithQuote(jobId, bidId, body).then(({ quote }) => quote)}
        describe={describe}
        submitLabel={<Trans>Accept, sign and hire {installerName}</Trans>}
      />
    </>
  )
}
