import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { AlertTriangle, RotateCcw, Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { JsonValue, OutboxKind, OutboxRow } from '../device-db.ts'
import { discardOutboxRow, retryOutboxRow, useOutboxAttention } from '../outbox.ts'
import { useFormats } from '../use-formats.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx'

/*
 * The requests of the device's outbox that wait for the user, for "This device": those the server
 * kept failing to take (or that need a new session), with "Try again" and "Discard", and those it
 * refused, with "Discard" (the page they were made on says why in its own words and lets the user
 * correct them). Each says what it is and why it stopped. The rows come from every feature; what they
 * are is read from their kind and summary (web/app/device-db.ts, OutboxKind), without their pages.
 */

export function OutboxAttention() {
  const rows = useOutboxAttention()
  if (!rows?.length) return null
  return (
    <section
      aria-labelledby="outbox-attention"
      className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h3 id="outbox-attention" className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-4 shrink-0" aria-hidden />
        <Trans>Needs your attention</Trans>
      </h3>
      <p>
        <Trans>These requests are kept on this device, but they are not sent by themselves.</Trans>
      </p>
      <ul className="flex flex-col gap-2">
        {rows.map((row) => (
          <AttentionItem key={row.id} row={row} />
        ))}
      </ul>
    </section>
  )
}

function AttentionItem({ row }: { row: OutboxRow }) {
  const { t } = useLingui()
  const what = useDescribeRequest()(row)
  const reason = useDescribeReason()(row)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const act = async (action: () => Promise<void>) => {
    setBusy(true)
    try {
      await action()
    } finally {
      setBusy(false)
    }
  }
  return (
    <li aria-label={what} className="flex flex-col gap-2 rounded-md bg-white p-3 shadow-sm">
      <p className="font-semibold text-slate-900">{what}</p>
      <p className="text-slate-700">{reason}</p>
      <div className="flex flex-wrap gap-2">
        {row.state === 'attention' && (
          <Button size="sm" disabled={busy} onClick={() => void act(() => retryOutboxRow(row.id))}>
            <RotateCcw aria-hidden />
            <Trans>Try again</Trans>
          </Button>
        )}
        <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden />
          <Trans>Discard</Trans>
        </Button>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent className="max-w-sm">
          <DialogTitle>{t`Discard this request?`}</DialogTitle>
          <DialogDescription>
            <Trans>
              “{what}” is deleted from this device and never reaches the server. This cannot be undone.
            </Trans>
          </DialogDescription>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              <Trans>Keep it</Trans>
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                setConfirming(false)
                void act(() => discardOutboxRow(row.id))
              }}
            >
              <Trans>Discard</Trans>
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </li>
  )
}

/** A field of a summary, when it has the type asked for. */
function field<T extends 'string' | 'number'>(
  summary: JsonValue,
  name: string,
  type: T,
): (T extends 'string' ? string : number) | undefined {
  if (typeof summary !== 'object' || summary === null || Array.isArray(summary)) return undefined
  const value = summary[name]
  return typeof value === type ? (value as T extends 'string' ? string : number) : undefined
}

/** Long texts (a message) are cut: the list says which request it is, not all it says. */
const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text)

/** What a request is, in words, from its kind and its summary. */
function useDescribeRequest(): (row: OutboxRow) => string {
  const { t } = useLingui()
  const { money, number } = useFormats()
  return (row) => {
    const text = (name: string) => field(row.summary, name, 'string')
    const amount = (name: string) => field(row.summary, name, 'number')
    const describe: Record<OutboxKind, () => string> = {
      'estimate-request': () => {
        const name = text('name')
        return name ? t`Estimate request from ${name}` : t`Estimate request`
      },
      'support-request': () => t`Request to talk to a person`,
      'account-language': () => {
        const language = text('language') ?? ''
        return t`Language of your account: ${language}`
      },
      order: () => {
        const items = amount('itemCount') ?? 0
        return plural(items, { one: 'Order by invoice, # item', other: 'Order by invoice, # items' })
      },
      job: () => {
        const title = shorten(text('text') ?? '')
        return t`Job post “${title}”`
      },
      bid: () => {
        const price = money(amount('priceCents') ?? 0)
        return t`Bid of ${price}`
      },
      withdraw: () => t`Withdrawal of a bid`,
      message: () => {
        const message = shorten(text('text') ?? '')
        return t`Message “${message}”`
      },
      progress: () => t`Progress report on a job`,
      'inventory-count': () => {
        const feet = number(amount('countedFt') ?? 0)
        return t`Roll count: ${feet} ft`
      },
      'inventory-cut': () => {
        const feet = number(amount('lengthFt') ?? 0)
        return t`Roll cut: ${feet} ft`
      },
      quote: () => {
        const summary = row.summary
        const version =
          summary && typeof summary === 'object' && !Array.isArray(summary) ? summary.version : null
        const email = field(version ?? null, 'email', 'string')
        return email ? t`Quote for ${email}` : t`Quote`
      },
      'quote-send': () => {
        const email = text('email') ?? ''
        return t`Quote mailed to ${email}`
      },
      'quote-accept': () => {
        const name = text('name') ?? ''
        return t`Quote signed by ${name}`
      },
      'quote-payment': () => {
        const paid = money(amount('amountCents') ?? 0)
        return t`Payment of ${paid} on a quote`
      },
      'quote-revoke': () => t`Withdrawal of a quote`,
    }
    return Object.hasOwn(describe, row.kind) ? describe[row.kind as OutboxKind]() : t`A request`
  }
}

/** Why a request waits for the user, in words. */
function useDescribeReason(): (row: OutboxRow) => string {
  const { t } = useLingui()
  return (row) => {
    if (row.state === 'failed') {
      const status = row.refusal?.status ?? 0
      if (status === 400 || status === 422) return t`The server refused it: what was entered is not accepted.`
      if (status === 403) return t`The server refused it: this account may not do this.`
      if (status === 404 || status === 410)
        return t`The server refused it: what it is about no longer exists.`
      if (status === 409) return t`The server refused it: it conflicts with a change made elsewhere.`
      return t`The server refused it (error ${status}).`
    }
    const tries = row.serverFailures || row.attempts
    if (row.lastError === 'HTTP 401') return t`Your session ended. Sign in again, then try again.`
    if (row.lastError === 'unexpected answer')
      return plural(tries, {
        one: 'The server’s answer could not be read (# try).',
        other: 'The server’s answer could not be read, # tries in a row.',
      })
    const status = row.lastError?.replace('HTTP ', '') ?? ''
    return plural(tries, {
      one: `The server did not take it (error ${status}, # try).`,
      other: `The server did not take it: error ${status}, # tries in a row.`,
    })
  }
}
