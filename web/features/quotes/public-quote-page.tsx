import { Trans, useLingui } from '@lingui/react/macro'
import { optionName } from '../estimates/quote-parts.tsx'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { AlertTriangle, CheckCircle2, Download, Loader2, MessageSquare, RefreshCw } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { isLocale } from '../../../domain/i18n/locales.ts'
import { QUOTE_LIMITS, quoteNumber, type OptionId } from '../../../domain/quotes/quote.ts'
import { RequestChangesSchema, type PublicQuoteView } from '../../../domain/quotes/state.ts'
import { ApiError, NetworkError } from '../../app/api-client.ts'
import { activateLocale, hasChosenLocale } from '../../app/i18n.ts'
import { useFormats } from '../../app/use-formats.ts'
import { Button } from '../../ui/button.tsx'
import { TextAreaField } from '../../ui/form-fields.tsx'
import { useDocumentTitle } from '../../ui/use-document-title.ts'
import { closedStageCode, CustomerAcceptance } from './customer-acceptance.tsx'
import { describeQuoteFailure, translateQuoteCode } from './labels.ts'
import { InstalledJob, PayByCard } from './installed-job.tsx'
import { QuoteDocument, quoteCard, quoteWidth } from './quote-document.tsx'
import { cn } from '../../ui/cn.ts'
import { acceptQuote, fetchPublicQuote, publicPdfUrl, publicQuoteKey, requestChanges } from './quotes-api.ts'

/*
 * /q/$token: the customer's quote, with no account — the link's token is the key. Phone first, in
 * the quote's language unless the visitor chose one on this device. The customer reads it, accepts
 * it (option, name, signature, consent, deposit by card or invoice) or asks for changes; a closed
 * link says why in words, from the server's code.
 */
export function PublicQuotePage({ token }: { token: string }) {
  const { t } = useLingui()
  const query = useQuery({
    queryKey: publicQuoteKey(token),
    queryFn: () => fetchPublicQuote(token),
    // A closed link stays closed; only a lost connection is worth another try.
    retry: (count, error) => error instanceof NetworkError && count < 2,
    staleTime: 60_000,
  })
  const view = query.data
  useDocumentTitle(view ? t`Quote ${quoteNumber(view.snapshot)}` : t`Your quote`)
  useQuoteLanguage(view?.snapshot.customer.language)

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      {view ? (
        <QuoteAnswer token={token} view={view} />
      ) : query.isPending ? (
        <p className="flex items-center gap-2 text-slate-600" role="status">
          <Loader2 className="size-5 animate-spin" aria-hidden />
          <Trans>Opening your quote…</Trans>
        </p>
      ) : (
        <ClosedLink error={query.error} onRetry={() => void query.refetch()} />
      )}
    </div>
  )
}

/** The quote's language, once, unless the visitor picked one on this device; the switcher still works. */
function useQuoteLanguage(language: string | undefined) {
  const { i18n } = useLingui()
  const done = useRef(false)
  useEffect(() => {
    if (done.current || !language || !isLocale(language)) return
    done.current = true
    if (!hasChosenLocale() && language !== i18n.locale) void activateLocale(language, { remember: false })
  }, [language, i18n])
}

function Notice({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'good' | 'warn' | 'neutral'
  icon: ReactNode
  title: ReactNode
  children?: ReactNode
}) {
  const tones = {
    good: 'border-emerald-200 bg-emerald-50 text-emerald-950',
    warn: 'border-amber-300 bg-amber-50 text-amber-950',
    neutral: 'border-slate-200 bg-white text-slate-800',
  }
  return (
    <section className={`flex gap-3 rounded-2xl border p-5 ${tones[tone]}`}>
      <span className="mt-0.5 shrink-0 [&_svg]:size-6">{icon}</span>
      <div className="flex min-w-0 flex-col gap-2">
        <h1 className="text-xl font-bold">{title}</h1>
        {children}
      </div>
    </section>
  )
}

/** The link is closed (expired, withdrawn, replaced), unknown, or the page could not reach the server. */
function ClosedLink({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { i18n, t } = useLingui()
  if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
    const code = error.status === 404 ? 'tokenInvalid' : error.code
    return (
      <Notice tone="warn" icon={<AlertTriangle aria-hidden />} title={t`This quote cannot be opened`}>
        <p>{translateQuoteCode(i18n, code)}</p>
      </Notice>
    )
  }
  return (
    <Notice tone="neutral" icon={<AlertTriangle aria-hidden />} title={t`Your quote did not load`}>
      <p>{describeQuoteFailure(i18n, error)}</p>
      <div>
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden />
          <Trans>Try again</Trans>
        </Button>
      </div>
    </Notice>
  )
}

function PdfLink({ token, signed }: { token: string; signed: boolean }) {
  return (
    <Button variant="outline" asChild>
      <a href={publicPdfUrl(token)} download>
        <Download aria-hidden />
        {signed ? <Trans>Download the signed PDF</Trans> : <Trans>Download the PDF</Trans>}
      </a>
    </Button>
  )
}

function QuoteAnswer({ token, view }: { token: string; view: PublicQuoteView }) {
  const { i18n, t } = useLingui()
  const queryClient = useQueryClient()
  const [chosen, setChosen] = useState<OptionId | ''>(view.acceptance?.optionId ?? '')
  const store = (next: PublicQuoteView) => queryClient.setQueryData(publicQuoteKey(token), next)

  const { stage } = view
  if (stage === 'accepted') return <Accepted token={token} view={view} />
  const closed = closedStageCode(stage)
  if (closed) {
    return (
      <Notice tone="warn" icon={<AlertTriangle aria-hidden />} title={t`This quote cannot be opened`}>
        <p>{translateQuoteCode(i18n, closed)}</p>
      </Notice>
    )
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          <Trans>Your window film quote</Trans>
        </h1>
        <PdfLink token={token} signed={false} />
      </div>
      {view.changeRequest && (
        <Notice tone="neutral" icon={<MessageSquare aria-hidden />} title={t`You asked for changes`}>
          <p className="whitespace-pre-line">{view.changeRequest.note}</p>
          <p className="text-sm text-slate-600">
            <Trans>Your installer will send you a new version. You can still accept this one.</Trans>
          </p>
        </Notice>
      )}
      <QuoteDocument snapshot={view.snapshot} chosen={chosen} />
      <CustomerAcceptance
        view={view}
        queryKey={publicQuoteKey(token)}
        chosen={chosen}
        onChoose={setChosen}
        send={(body) => acceptQuote(token, body)}
        describe={(error) => describeQuoteFailure(i18n, error)}
        submitLabel={<Trans>Accept and sign</Trans>}
      />
      <RequestChanges token={token} options={view.snapshot.options.length} onSent={store} />
    </>
  )
}

function RequestChanges({
  token,
  options,
  onSent,
}: {
  token: string
  /** How many options the quote shows: the form takes the quote's width. */
  options: number
  onSent: (view: PublicQuoteView) => void
}) {
  const { i18n, t } = useLingui()
  const [note, setNote] = useState('')
  const [error, setError] = useState<string>()
  const [sent, setSent] = useState(false)
  const send = useMutation({
    mutationFn: (text: string) => requestChanges(token, text),
    onSuccess: (view) => {
      setSent(true)
      setNote('')
      onSent(view)
    },
    onError: (failure) => setError(describeQuoteFailure(i18n, failure)),
  })
  return (
    <section className={quoteCard(options)}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          const parsed = RequestChangesSchema.safeParse({ note })
          if (!parsed.success) return setError(translateQuoteCode(i18n, parsed.error.issues[0]?.message))
          setError(undefined)
          send.mutate(parsed.data.note)
        }}
      >
        <h2 className="text-xl font-bold text-slate-900">
          <Trans>Something to change?</Trans>
        </h2>
        {sent && (
          <p role="status" className="text-sm font-medium text-emerald-800">
            <Trans>Your note was sent to your installer.</Trans>
          </p>
        )}
        <TextAreaField
          label={t`What should change`}
          hint={t`Your installer reads this and sends you a new version of the quote.`}
          value={note}
          error={error}
          maxLength={QUOTE_LIMITS.note}
          onChange={setNote}
        />
        <div>
          <Button type="submit" variant="outline" disabled={send.isPending}>
            <MessageSquare aria-hidden />
            <Trans>Request changes</Trans>
          </Button>
        </div>
      </form>
    </section>
  )
}

/** Accepted: thanks, what comes next, the deposit as it stands, and the signed copy. */
function Accepted({ token, view }: { token: string; view: PublicQuoteView }) {
  const { i18n, t } = useLingui()
  const { money } = useFormats()
  const acceptance = view.acceptance
  const option = view.snapshot.options.find((each) => each.id === acceptance?.optionId)
  const name = acceptance?.name ?? ''
  const label = option ? optionName(i18n, option) : ''
  const when = acceptance ? i18n.date(new Date(acceptance.signedAt), { dateStyle: 'long' }) : ''
  const { deposit } = view
  const due = money(Math.max(0, deposit.dueCents - deposit.paidCents))
  const paid = money(deposit.paidCents)
  // The quote shows the chosen option alone: what is said above it takes its width.
  const column = cn('mx-auto flex w-full flex-col gap-6', quoteWidth(1))
  if (view.job)
    return (
      <div className={column}>
        <InstalledJob token={token} view={view} job={view.job} />
        <QuoteDocument snapshot={view.snapshot} chosen={acceptance?.optionId ?? null} onlyChosen />
      </div>
    )
  return (
    <div className={column}>
      <Notice tone="good" icon={<CheckCircle2 aria-hidden />} title={t`Thank you, ${name}`}>
        <p>
          <Trans>
            You accepted the {label} option on {when}.
          </Trans>
        </p>
        <h2 className="mt-2 font-semibold">
          <Trans>What happens next</Trans>
        </h2>
        <p>
          <Trans>
            Your installer will contact you to schedule the installation. Before any film is cut, every window
            is measured again on site.
          </Trans>
        </p>
        {deposit.state === 'due' && (
          <p className="font-semibold">
            <Trans>Deposit due: {due}</Trans>
          </p>
        )}
        {deposit.state === 'deferred' && (
          <p>
            <Trans>Your installer will send you a link to pay the deposit of {due}.</Trans>
          </p>
        )}
        {deposit.state === 'invoiced' && (
          <p>
            <Trans>The deposit of {due} was invoiced: the invoice is in your email.</Trans>
          </p>
        )}
        {deposit.state === 'paid' && (
          <p>
            <Trans>Deposit of {paid} received. Thank you.</Trans>
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {deposit.state === 'due' && view.cardAvailable && (
            <PayByCard token={token}>
              <Trans>Pay the deposit by card</Trans>
            </PayByCard>
          )}
          <PdfLink token={token} signed />
        </div>
      </Notice>
      <QuoteDocument snapshot={view.snapshot} chosen={acceptance?.optionId ?? null} onlyChosen />
    </div>
  )
}
