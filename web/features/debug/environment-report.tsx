import { Trans, useLingui } from '@lingui/react/macro'
import { Bug } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useOnline } from '../../app/connectivity.ts'
import { Button } from '../../ui/button.tsx'
import { PageHeader } from '../../ui/page-header.tsx'

function useServiceWorkerState(): string {
  const [state, setState] = useState('…')
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return setState('unsupported')
    void navigator.serviceWorker.getRegistration().then((registration) => {
      const worker = registration?.active ?? registration?.waiting ?? registration?.installing
      setState(
        worker ? `${worker.state}${navigator.serviceWorker.controller ? ' (controlling)' : ''}` : 'none',
      )
    })
  }, [])
  return state
}

function ThrowOnRender(): never {
  throw new Error('Test rendering error from the diagnostics page')
}

/** What a support call needs to know about this device and build. */
export function EnvironmentReport() {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const serviceWorker = useServiceWorkerState()
  const [crash, setCrash] = useState(false)
  const rows: [string, string][] = [
    [t`Build`, __BUILD_ID__],
    [t`Mode`, import.meta.env.MODE],
    [t`Language`, i18n.locale],
    [t`Network`, online ? t`Online` : t`Offline`],
    [t`Service worker`, serviceWorker],
    [t`Screen`, `${window.innerWidth} × ${window.innerHeight}`],
    [t`Browser`, navigator.userAgent],
  ]
  return (
    <>
      <PageHeader
        title={t`Environment diagnostics`}
        description={t`Details about this device and build for troubleshooting.`}
      />
      <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {rows.map(([label, value]) => (
            <div key={label} className="grid grid-cols-1 gap-1 px-5 py-3 sm:grid-cols-[10rem_1fr]">
              <dt className="text-sm font-semibold text-slate-500">{label}</dt>
              <dd className="text-sm break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6">
          <Button variant="outline" onClick={() => setCrash(true)}>
            <Bug aria-hidden />
            <Trans>Simulate a rendering error</Trans>
          </Button>
          {crash && <ThrowOnRender />}
        </div>
      </section>
    </>
  )
}
