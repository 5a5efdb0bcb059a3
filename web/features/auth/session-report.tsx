import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import { Button } from '../../ui/button.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { readCachedUser } from '../../app/session/get-current-user.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'

async function probeSession() {
  const started = performance.now()
  try {
    const response = await fetch('/api/user', { credentials: 'include', cache: 'no-store' })
    return {
      status: String(response.status),
      body: await response.text(),
      ms: Math.round(performance.now() - started),
    }
  } catch (error) {
    return { status: 'network error', body: String(error), ms: Math.round(performance.now() - started) }
  }
}

/** /debug-auth: the session as the server sees it next to what this device remembers. */
export function SessionReport() {
  const { t } = useLingui()
  const { user } = useAuth()
  const probe = useQuery({ queryKey: ['debug', 'session'], queryFn: probeSession, staleTime: 0, gcTime: 0 })
  const rows: [string, string][] = [
    [
      t`Signed in as`,
      user ? `${user.username} (${user.userType}${user.isAdmin ? ', admin' : ''})` : t`Nobody`,
    ],
    [t`Remembered on this device`, JSON.stringify(readCachedUser())],
    [t`Server answer`, probe.data ? `${probe.data.status} · ${probe.data.ms} ms` : '…'],
    [t`Server body`, probe.data?.body ?? '…'],
  ]
  return (
    <>
      <PageHeader
        title={t`Sign-in diagnostics`}
        description={t`The session as the server sees it, for troubleshooting sign-in problems.`}
      />
      <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {rows.map(([label, value]) => (
            <div key={label} className="grid grid-cols-1 gap-1 px-5 py-3 sm:grid-cols-[12rem_1fr]">
              <dt className="text-sm font-semibold text-slate-500">{label}</dt>
              <dd className="font-mono text-sm break-all text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <Button
          variant="outline"
          className="mt-6"
          onClick={() => void probe.refetch()}
          disabled={probe.isFetching}
        >
          <RefreshCw aria-hidden />
          <Trans>Ask the server again</Trans>
        </Button>
      </section>
    </>
  )
}
