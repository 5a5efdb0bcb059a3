import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { AlertTriangle, RefreshCw, SearchX } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../../ui/button.tsx'
import { describeFailure } from '../marketplace/labels.ts'
import { useDocumentTitle } from '../../ui/use-document-title.ts'

/** A request that failed for another reason than "not found": what happened, and a way to try again. */
export function LoadFailed({
  error,
  onRetry,
  retrying,
}: {
  error: unknown
  onRetry: () => void
  retrying: boolean
}) {
  const { i18n } = useLingui()
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-red-900"
    >
      <p className="flex items-start gap-2 font-semibold">
        <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
        <span>
          <Trans>This page could not be loaded.</Trans> {describeFailure(i18n, error)}
        </span>
      </p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCw className={retrying ? 'animate-spin' : undefined} aria-hidden />
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}

/** A profile or a portfolio job that does not exist (or is not public): says so, and where to go instead. */
export function NotFound({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title)
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col items-start gap-4 px-4 py-16 sm:px-6">
      <SearchX className="size-10 text-brand-700" aria-hidden />
      <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{title}</h1>
      <div className="text-slate-700">{children}</div>
      <Button asChild>
        <Link to="/installer-showcase" search={{}}>
          <Trans>Browse the installer showcase</Trans>
        </Link>
      </Button>
    </div>
  )
}
