import { Trans } from '@lingui/react/macro'
import { AlertTriangle, RefreshCw } from 'lucide-react'
import { useEffect } from 'react'
import { Button } from '../../ui/button.tsx'

const ERROR_AUTO_RESET_MS = 5000

/**
 * Shown after an unexpected rendering failure. It offers a reload and tries again by itself after 5 s.
 */
export function ErrorScreen({ error, reset }: { error: unknown; reset: () => void }) {
  useEffect(() => {
    const timer = setTimeout(reset, ERROR_AUTO_RESET_MS)
    return () => clearTimeout(timer)
  }, [reset])

  const detail = error instanceof Error ? error.message : String(error)
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <AlertTriangle className="size-12 text-amber-500" aria-hidden />
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="text-slate-600">
        <Trans>
          We're sorry, but there was an error loading the application. Please try refreshing the page.
        </Trans>
      </p>
      <pre className="max-w-full overflow-x-auto rounded-md bg-slate-100 px-3 py-2 text-left text-sm whitespace-pre-wrap text-red-800">
        {detail}
      </pre>
      <Button onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden />
        <Trans>Refresh Page</Trans>
      </Button>
    </div>
  )
}
