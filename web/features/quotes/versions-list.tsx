import { Trans, useLingui } from '@lingui/react/macro'
import { optionName } from '../estimates/quote-parts.tsx'
import { Ban, Clock, Download, HandCoins, Mail, PenLine, Share2 } from 'lucide-react'
import { useState, type FormEvent, type ReactNode } from 'react'
import { dollarsToCents } from '../../../domain/money/money.ts'
import { quoteNumber } from '../../../domain/quotes/quote.ts'
import {
  amountDueNow,
  RecordPaymentSchema,
  SendQuoteSchema,
  type QuoteStage,
} from '../../../domain/quotes/state.ts'
import { stillToSend } from '../../app/device-db.ts'
import { DocumentLink, useDocumentOpens } from '../../app/document-link.tsx'
import { useFormats } from '../../app/use-formats.ts'
import { Button } from '../../ui/button.tsx'
import { SelectField } from '../../ui/choice-fields.tsx'
import { cn } from '../../ui/cn.ts'
import { FormField } from '../../ui/form-field.tsx'
import { toast } from '../../ui/toast-store.ts'
import { DEPOSIT_METHOD_LABELS, DEPOSIT_STATE_LABELS, STAGE_LABELS, translateQuoteCode } from './labels.ts'
import { dismissCommand, queuePayment, queueRevoke, queueSend, quotePdfUrl } from './quotes-api.ts'
import type { PendingCommand, QuoteVersionItem } from './versions.ts'

/** A version is open to answers until it is accepted, withdrawn, replaced or past its date. */
const OPEN_STAGES: readonly QuoteStage[] = ['draft', 'sent', 'viewed', 'changesRequested']

const STAGE_STYLES: Record<QuoteStage, string> = {
  draft: 'bg-slate-100 text-slate-800',
  sent: 'bg-brand-100 text-brand-800',
  viewed: 'bg-accent-100 text-brand-900',
  changesRequested: 'bg-amber-100 text-amber-900',
  accepted: 'bg-emerald-100 text-emerald-800',
  expired: 'bg-slate-200 text-slate-700',
  revoked: 'bg-slate-200 text-slate-700',
  superseded: 'bg-slate-200 text-slate-700',
}

const BADGE = 'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold'

const waiting = (item: QuoteVersionItem, command: PendingCommand['command']) =>
  item.pending.filter((each) => each.command === command && stillToSend(each.row))

/** An accepted version whose job the customer signed off: past accepted, as the estimate's list says too. */
const INSTALLED_STYLE = 'bg-emerald-700 text-white'

/** The stage, said with what this device still has to deliver: made, mailed or signed here, not yet through. */
function StageBadge({ item }: { item: QuoteVersionItem }) {
  const { i18n, t } = useLingui()
  const signedHere = waiting(item, 'accept').length > 0
  const unsynced = item.server === null && item.stage === 'draft'
  const unsent = item.stage === 'draft' && waiting(item, 'send').length > 0
  const installed = item.server?.job != null
  const label = installed
    ? t`Job installed`
    : signedHere
      ? t`Signed on this device, waiting to sync`
      : unsynced
        ? t`Waiting to sync`
        : unsent
          ? t`Waiting to send`
          : i18n._(STAGE_LABELS[item.stage])
  return (
    <span
      className={cn(BADGE, installed ? INSTALLED_STYLE : STAGE_STYLES[signedHere ? 'accepted' : item.stage])}
    >
      {(signedHere || unsynced || unsent) && <Clock className="size-3.5" aria-hidden />}
      {label}
    </span>
  )
}

/** What a command waiting or refused on this device is about, in words. */
function PendingLine({ command }: { command: PendingCommand }) {
  const { i18n } = useLingui()
  const { money } = useFormats()
  const { row, summary } = command
  if (row.state === 'failed')
    return (
      <li className="flex flex-wrap items-center gap-2 font-medium text-red-700" role="alert">
        {translateQuoteCode(i18n, row.refusal?.code)}
        <button type="button" className="underline" onClick={() => void dismissCommand(row.id)}>
          <Trans>Dismiss</Trans>
        </button>
      </li>
    )
  const email = summary.email ?? ''
  const amount = money(summary.amountCents ?? 0)
  const text = {
    create: <Trans>Made on this device: it goes to the server as soon as there is a connection.</Trans>,
    send: <Trans>Email to {email} waiting to send.</Trans>,
    accept: <Trans>Signed on this device: it becomes binding when the server receives it.</Trans>,
    payment: <Trans>Payment of {amount} waiting to sync.</Trans>,
    revoke: <Trans>Withdrawal waiting to sync.</Trans>,
  }[command.command]
  return (
    <li className="flex items-start gap-1.5 text-slate-600">
      <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{text}</span>
    </li>
  )
}

type Panel = 'send' | 'payment' | 'revoke' | null

export function VersionsList({
  versions,
  onSign,
}: {
  versions: readonly QuoteVersionItem[]
  onSign: (item: QuoteVersionItem) => void
}) {
  return (
    <section aria-labelledby="quote-versions-title" className="flex flex-col gap-3">
      <h2 id="quote-versions-title" className="text-lg font-semibold text-slate-900">
        <Trans>Quote versions</Trans>
      </h2>
      <ol className="flex flex-col gap-3">
        {versions.map((item) => (
          <VersionCard key={item.id} item={item} onSign={() => onSign(item)} />
        ))}
      </ol>
    </section>
  )
}

function VersionCard({ item, onSign }: { item: QuoteVersionItem; onSign: () => void }) {
  const { i18n, t } = useLingui()
  const { money } = useFormats()
  // Offline, a PDF a visit kept on this device opens all the same.
  const pdfOpens = useDocumentOpens(quotePdfUrl(item.id))
  const [panel, setPanel] = useState<Panel>(null)
  const { snapshot, server } = item
  const number = quoteNumber(snapshot)
  const signingHere = waiting(item, 'accept').length > 0
  const withdrawing = waiting(item, 'revoke').length > 0
  const open = OPEN_STAGES.includes(item.stage) && !signingHere && !withdrawing
  const made = i18n.date(new Date(item.createdAt), { dateStyle: 'medium', timeStyle: 'short' })
  const acceptance = server?.acceptance
  const chosen = snapshot.options.find((option) => option.id === acceptance?.optionId)
  const chosenName = chosen ? optionName(i18n, chosen) : ''
  const deposit = server?.deposit
  const job = server?.job ?? null
  // What the customer owes now: the deposit until the job is installed, the final invoice's balance after.
  const dueNow = server ? amountDueNow(server) : 0
  const payable = item.stage === 'accepted' && dueNow > 0
  const toggle = (next: Panel) => setPanel((current) => (current === next ? null : next))

  const share = async () => {
    if (!item.token) return
    const url = `${location.origin}/q/${item.token}`
    if (navigator.share) {
      try {
        await navigator.share({
          title: t`Quote ${quoteNumber(snapshot)}`,
          text: t`Your window film quote`,
          url,
        })
      } catch {
        // The share sheet was closed: nothing to do.
      }
      return
    }
    try {
      await navigator.clipboard.writeText(url)
      toast({ variant: 'success', title: t`Link copied`, description: url })
    } catch {
      toast({ title: t`Copy this link`, description: url, duration: Infinity })
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">{number}</h3>
        <StageBadge item={item} />
      </div>
      <p className="text-sm text-slate-600">
        <Trans>Made {made}</Trans> ·{' '}
        {snapshot.options
          .map((option) => `${optionName(i18n, option)} ${money(option.totalCents)}`)
          .join(' · ')}
      </p>
      <ul className="flex flex-col gap-1 text-sm">
        {server?.changeRequest && (
          <li className="rounded-md bg-amber-50 p-2 text-amber-950">
            <Trans>The customer asked for changes:</Trans>{' '}
            <q className="whitespace-pre-line">{server.changeRequest.note}</q>
          </li>
        )}
        {acceptance && (
          <li className="text-emerald-800">
            <Trans>
              Accepted: {chosenName} by {acceptance.name},{' '}
              {i18n.date(new Date(acceptance.signedAt), { dateStyle: 'medium', timeStyle: 'short' })}
            </Trans>
            {acceptance.onDevice && (
              <>
                {' '}
                <Trans>(signed on a device)</Trans>
              </>
            )}
          </li>
        )}
        {job && (
          <li className="text-emerald-800">
            <Trans>
              Installed {i18n.date(new Date(job.completedAt), { dateStyle: 'medium' })}, signed off by{' '}
              {job.signedBy}
            </Trans>{' '}
            ·{' '}
            {job.invoice.balanceCents > 0 ? (
              <Trans>
                final invoice {money(job.invoice.totalCents)}, {money(job.invoice.balanceCents)} due
              </Trans>
            ) : (
              <Trans>paid in full</Trans>
            )}
            {job.review && (
              <>
                {' '}
                · <Trans>rated {job.review.rating} out of 5</Trans>
              </>
            )}
          </li>
        )}
        {!job && deposit && deposit.state !== 'none' && (
          <li className="text-slate-700">
            {i18n._(DEPOSIT_STATE_LABELS[deposit.state])}
            {/* An invoiced deposit is paid by invoice: the method would only say it again. */}
            {deposit.method &&
              deposit.state !== 'invoiced' &&
              ` · ${i18n._(DEPOSIT_METHOD_LABELS[deposit.method])}`}{' '}
            ·{' '}
            {deposit.paidCents > 0 && deposit.paidCents < deposit.dueCents ? (
              <Trans>
                {money(deposit.paidCents)} paid of {money(deposit.dueCents)}
              </Trans>
            ) : (
              money(deposit.dueCents)
            )}
          </li>
        )}
        {item.pending.map((command) => (
          <PendingLine key={command.row.id} command={command} />
        ))}
      </ul>

      <div className="flex flex-wrap gap-2">
        {open && (
          <>
            <Button variant="default" size="sm" onClick={onSign}>
              <PenLine aria-hidden />
              <Trans>Customer signs on this device</Trans>
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={!item.token}
              aria-expanded={panel === 'send'}
              onClick={() => toggle('send')}
            >
              <Mail aria-hidden />
              <Trans>Send by email</Trans>
            </Button>
            <Button variant="outline" size="sm" disabled={!item.token} onClick={() => void share()}>
              <Share2 aria-hidden />
              <Trans>Share the link</Trans>
            </Button>
          </>
        )}
        {payable && (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={panel === 'payment'}
            onClick={() => toggle('payment')}
          >
            <HandCoins aria-hidden />
            <Trans>Record a payment</Trans>
          </Button>
        )}
        {server ? (
          <DocumentLink url={quotePdfUrl(item.id)}>
            <Trans>Download PDF</Trans>
          </DocumentLink>
        ) : (
          <Button variant="outline" size="sm" disabled>
            <Download aria-hidden />
            <Trans>Download PDF</Trans>
          </Button>
        )}
        {job &&
          (['invoice', 'warranty'] as const).map((kind) => (
            <DocumentLink key={kind} url={quotePdfUrl(item.id, kind)}>
              {kind === 'invoice' ? <Trans>Final invoice</Trans> : <Trans>Warranty certificate</Trans>}
            </DocumentLink>
          ))}
        {open && (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700"
            aria-expanded={panel === 'revoke'}
            onClick={() => toggle('revoke')}
          >
            <Ban aria-hidden />
            <Trans>Withdraw</Trans>
          </Button>
        )}
      </div>
      {open && !item.token && (
        <p className="text-xs text-slate-500">
          <Trans>
            This version was made on another device, which holds its link. Send or share it from there, or
            make a new version here.
          </Trans>
        </p>
      )}
      {!(server && pdfOpens) && (
        <p className="text-xs text-slate-500">
          <Trans>The PDF can be downloaded once the quote is on the server and there is a connection.</Trans>
        </p>
      )}

      {panel === 'send' && item.token && (
        <SendPanel item={item} token={item.token} onDone={() => setPanel(null)} />
      )}
      {panel === 'payment' && <PaymentPanel item={item} dueCents={dueNow} onDone={() => setPanel(null)} />}
      {panel === 'revoke' && (
        <InlinePanel>
          <p className="text-sm text-slate-800">
            <Trans>
              Withdraw {number}? The customer’s link stops working and it can no longer be signed.
            </Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="destructive"
              size="sm"
              onClick={async () => {
                await queueRevoke(item)
                setPanel(null)
              }}
            >
              <Trans>Withdraw</Trans>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setPanel(null)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </InlinePanel>
      )}
    </li>
  )
}

function InlinePanel({ children, onSubmit }: { children: ReactNode; onSubmit?: (event: FormEvent) => void }) {
  const className = 'flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3'
  return onSubmit ? (
    <form noValidate className={className} onSubmit={onSubmit}>
      {children}
    </form>
  ) : (
    <div className={className}>{children}</div>
  )
}

function SendPanel({ item, token, onDone }: { item: QuoteVersionItem; token: string; onDone: () => void }) {
  const { i18n, t } = useLingui()
  const [email, setEmail] = useState(item.email)
  const [error, setError] = useState<string>()
  return (
    <InlinePanel
      onSubmit={async (event) => {
        event.preventDefault()
        const parsed = SendQuoteSchema.safeParse({ email: email.trim(), token })
        if (!parsed.success) return setError(translateQuoteCode(i18n, parsed.error.issues[0]?.message))
        await queueSend(item, parsed.data.email, token)
        toast({
          variant: 'success',
          title: t`The quote goes to ${parsed.data.email} as soon as there is a connection.`,
        })
        onDone()
      }}
    >
      <FormField
        label={t`Customer’s email`}
        type="email"
        inputMode="email"
        autoComplete="off"
        value={email}
        error={error}
        onChange={(event) => setEmail(event.currentTarget.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          <Mail aria-hidden />
          <Trans>Send the quote</Trans>
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </InlinePanel>
  )
}

function PaymentPanel({
  item,
  dueCents,
  onDone,
}: {
  item: QuoteVersionItem
  dueCents: number
  onDone: () => void
}) {
  const { i18n, t } = useLingui()
  const [method, setMethod] = useState<'cash' | 'check'>('cash')
  const [amount, setAmount] = useState((dueCents / 100).toFixed(2))
  const [error, setError] = useState<string>()
  return (
    <InlinePanel
      onSubmit={async (event) => {
        event.preventDefault()
        const parsed = RecordPaymentSchema.safeParse({ method, amountCents: dollarsToCents(amount) })
        if (!parsed.success || parsed.data.amountCents > dueCents)
          return setError(translateQuoteCode(i18n, 'paymentInvalid'))
        await queuePayment(item, parsed.data)
        onDone()
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t`Paid in`}
          value={method}
          options={(['cash', 'check'] as const).map((value) => ({
            value,
            label: i18n._(DEPOSIT_METHOD_LABELS[value]),
          }))}
          onChange={setMethod}
        />
        <FormField
          label={t`Amount received ($)`}
          inputMode="decimal"
          value={amount}
          error={error}
          onChange={(event) => setAmount(event.currentTarget.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          <HandCoins aria-hidden />
          <Trans>Record the payment</Trans>
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </InlinePanel>
  )
}
