import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { AlertTriangle, Cloud, CloudOff, RefreshCw } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useOnline, useOutboxWaiting } from '../connectivity.ts'
import type { SyncProblem } from '../../../sync/client/problems.ts'
import type { SyncStatus } from '../../../sync/client/replication.ts'
import { cn } from '../../ui/cn.ts'
import { formatRelativeTime } from './relative-time.ts'
import { useSyncStatus } from './sync-provider.tsx'

type Tone = 'synced' | 'syncing' | 'offline' | 'problem'

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
 * browser says so, not only once a request has failed.
 */
export function SyncIndicator() {
  const replication = useSyncStatus()
  const browserOnline = useOnline()
  const outboxWaiting = useOutboxWaiting()
  const { i18n, t } = useLingui()
  const now = useNow(30_000)
  if (!replication) return null
  const status: SyncStatus = {
    ...replication,
    online: browserOnline && replication.online,
    pendingChanges: replication.pendingChanges + outboxWaiting,
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

  const Icon = { synced: Cloud, syncing: RefreshCw, offline: CloudOff, problem: AlertTriangle }[tone]
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
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {/* On a phone the word shows whenever something is not in order; "Synced" only from lg. */}
      <span aria-hidden className={cn('text-xs sm:text-sm', tone === 'synced' && 'hidden lg:inline')}>
        {short}
      </span>
      {status.pendingChanges > 0 && (
        <span aria-hidden className="rounded-full bg-accent-100 px-1.5 text-xs font-semibold text-brand-900">
          {status.pendingChanges}
        </span>
      )}
    </div>
  )
}
