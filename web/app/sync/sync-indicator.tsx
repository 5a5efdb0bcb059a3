import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { AlertTriangle, Cloud, CloudOff, RefreshCw } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useOnline, useOutboxCounts } from '../connectivity.ts'
import type { SyncProblem } from '../../../sync/client/problems.ts'
import type { SyncStatus } from '../../../sync/client/replication.ts'
import { cn } from '../../ui/cn.ts'
import { formatRelativeTime } from './relative-time.ts'
import { useSyncStatus } from './sync-provider.tsx'

type Tone = 'synced' | 'syncing' | 'offline' | 'problem' | 'attention'

/** Re-renders every so often, so that "2 minutes ago" stays true. */
function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}

/**
 * The header's sync state for signed-in users: online or not, everything waiting on this device (the
 * replication's changes and the outbox's requests), last sync, problems. Offline shows the moment the
 * browser says so, not only once a request has failed. Requests of the outbox that wait for the user
 * (the server kept failing, or refused them) are said before the rest, and the indicator then opens
 * where they are listed (`onShowAttention`: "This device").
 */
export function SyncIndicator({ onShowAttention }: { onShowAttention?: () => void }) {
  const replication = useSyncStatus()
  const browserOnline = useOnline()
  const outbox = useOutboxCounts()
  const { i18n, t } = useLingui()
  const now = useNow(30_000)
  if (!replication) return null
  const status: SyncStatus = {
    ...replication,
    online: browserOnline && replication.online,
    pendingChanges: replication.pendingChanges + outbox.waiting,
  }

  const describeProblem = (problem: SyncProblem): string => {
    switch (problem.kind) {
      case 'network':
        return t`the server cannot be reached`
      case 'server': {
        const code = problem.status
        return t`the server is not answering (error ${code})`
      }
      case 'versionUnsupported':
        return t`this app is out of date, reload the page`
      case 'signedOut':
        return t`your session ended, sign in again`
      case 'rejected':
        return t`the server refused a change`
    }
  }

  const { tone, label, short } = describe(status)
  function describe(current: SyncStatus): { tone: Tone; label: string; short: string } {
    const pending = current.pendingChanges
    const waiting = plural(pending, { one: '# change waiting', other: '# changes waiting' })
    if (current.error && current.error.kind !== 'network') {
      const problem = describeProblem(current.error)
      return { tone: 'problem', label: t`Sync problem: ${problem}`, short: t`Sync problem` }
    }
    if (outbox.attention > 0) {
      const stopped = plural(outbox.attention, {
        one: '# request needs your attention',
        other: '# requests need your attention',
      })
      return { tone: 'attention', label: t`Needs your attention — ${stopped}`, short: t`Needs attention` }
    }
    if (!current.online)
      return {
        tone: 'offline',
        label: pending > 0 ? t`Offline — ${waiting}` : t`Offline — all changes are saved on this device`,
        short: t`Offline`,
      }
    if (pending > 0) return { tone: 'syncing', label: t`Syncing — ${waiting}`, short: t`Syncing` }
    if (current.lastSyncedAt) {
      const when = formatRelativeTime(current.lastSyncedAt, now, i18n.locale)
      return { tone: 'synced', label: t`Synced ${when}`, short: t`Synced` }
    }
    return { tone: 'syncing', label: t`Syncing…`, short: t`Syncing` }
  }

  const Icon = {
    synced: Cloud,
    syncing: RefreshCw,
    offline: CloudOff,
    problem: AlertTriangle,
    attention: AlertTriangle,
  }[tone]
  const count = tone === 'attention' ? outbox.attention : status.pendingChanges
  const shown = (
    <>
      <Icon className="size-4 shrink-0" aria-hidden />
      {/* On a phone the word shows whenever something is not in order; "Synced" only from lg. */}
      <span aria-hidden className={cn('text-xs sm:text-sm', tone === 'synced' && 'hidden lg:inline')}>
        {short}
      </span>
      {count > 0 && (
        <span
          aria-hidden
          className={cn(
            'rounded-full px-1.5 text-xs font-semibold',
            tone === 'attention' ? 'bg-amber-100 text-amber-950' : 'bg-accent-100 text-brand-900',
          )}
        >
          {count}
        </span>
      )}
    </>
  )
  return (
    <div
      role="status"
      aria-label={label}
      title={label}
      data-tone={tone}
      className={cn(
        'flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium',
        tone === 'synced' && 'text-emerald-800',
        tone === 'syncing' && 'text-brand-800',
        tone === 'offline' && 'text-slate-700',
        tone === 'problem' && 'text-red-700',
        tone === 'attention' && 'px-0 text-amber-800',
      )}
    >
      {tone === 'attention' && onShowAttention ? (
        <button
          type="button"
          onClick={onShowAttention}
          aria-label={t`Show what needs your attention`}
          className="flex h-9 items-center gap-1.5 rounded-md px-2 hover:bg-amber-50 focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
        >
          {shown}
        </button>
      ) : (
        shown
      )}
    </div>
  )
}
