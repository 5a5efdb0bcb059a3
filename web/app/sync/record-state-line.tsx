import { Trans, useLingui } from '@lingui/react/macro'
import { AlertTriangle, CloudCheck, CloudOff, CloudUpload } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../ui/cn.ts'
import { useOnline } from '../connectivity.ts'
import type { OutboxRow } from '../device-db.ts'
import { outboxRecordState, replicatedRecordState, type RecordState } from './record-state.ts'
import { useSyncStatus } from './sync-provider.tsx'
import { formatLocale } from '../../../domain/i18n/locales.ts'

/**
 * Formatters by locale and whether the day is shown: the line renders again with every answer from
 * the server, once per record on screen, and building a formatter costs far more than using one.
 */
const formatters = new Map<string, Intl.DateTimeFormat>()

/** "14:32" today, "Nov 27, 14:32" another day, in the reader's language. */
function useSavedAt(at: string | number): string {
  const { i18n } = useLingui()
  const date = new Date(at)
  const today = new Date().toDateString() === date.toDateString()
  const key = `${i18n.locale} ${today}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(formatLocale(i18n.locale), {
      ...(today ? {} : { month: 'short', day: 'numeric' }),
      hour: 'numeric',
      minute: '2-digit',
    })
    formatters.set(key, format)
  }
  return format.format(date)
}

function SavedAt({ at }: { at: string | number }) {
  const when = useSavedAt(at)
  return (
    <Trans>
      Saved on the server · <time dateTime={new Date(at).toISOString()}>{when}</time>
    </Trans>
  )
}

const ICONS = {
  saved: CloudCheck,
  sending: CloudUpload,
  device: CloudOff,
  attention: AlertTriangle,
  refused: AlertTriangle,
}

/**
 * One record's own line: on this device only, sending, saved on the server (when), or refused (why,
 * and what the page lets the user do about it: `children`). `reason` is the refusal in the feature's
 * words; a general one otherwise.
 */
function RecordStateLine({
  state,
  reason,
  children,
  className,
}: {
  state: RecordState
  reason?: ReactNode
  children?: ReactNode
  className?: string
}) {
  const Icon = ICONS[state.kind]
  return (
    <span
      className={cn(
        'flex items-start gap-1.5 text-sm',
        state.kind === 'saved' && 'text-emerald-800',
        state.kind === 'sending' && 'text-brand-800',
        state.kind === 'device' && 'text-amber-900',
        (state.kind === 'refused' || state.kind === 'attention') && 'font-medium text-red-700',
        className,
      )}
      data-record-state={state.kind}
      {...(state.kind === 'refused' || state.kind === 'attention' ? { role: 'alert' } : {})}
    >
      {/* The icon keeps to the first line of text, which wraps beside it on a phone. */}
      <Icon className="mt-[0.15em] size-[1.15em] shrink-0" aria-hidden />
      <span className="flex min-w-0 flex-wrap items-center gap-x-2">
        {state.kind === 'saved' && <SavedAt at={state.at} />}
        {state.kind === 'sending' && <Trans>Sending to the server…</Trans>}
        {state.kind === 'device' && (
          <Trans>On this device only — it goes to the server when there is a connection</Trans>
        )}
        {state.kind === 'attention' && (
          <Trans>
            Not sent: the server kept failing. Open “This device” in the account menu to try again.
          </Trans>
        )}
        {state.kind === 'refused' &&
          (reason ?? <Trans>The server refused this change; it stays on this device.</Trans>)}
        {children}
      </span>
    </span>
  )
}

type LineProps = Omit<Parameters<typeof RecordStateLine>[0], 'state'>

/** A replicated document's line; nothing for a visitor or before the database is open. */
export function SyncedRecordState({
  collection,
  doc,
  ...line
}: LineProps & { collection: string; doc: { id: string; updatedAt: string } }) {
  const state = replicatedRecordState(useSyncStatus(), useOnline(), collection, doc)
  return state && <RecordStateLine state={state} {...line} />
}

/** A queued request's line. */
export function OutboxRecordState({ row, ...line }: LineProps & { row: OutboxRow }) {
  return <RecordStateLine state={outboxRecordState(row, useOnline())} {...line} />
}
