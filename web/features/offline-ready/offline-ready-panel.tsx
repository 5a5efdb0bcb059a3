import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { CloudAlert, CloudCheck, CloudDownload, Loader2, RotateCw } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { DocumentLink } from '../../app/document-link.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { useFetchPhoto, useSyncDatabase } from '../../app/sync/sync-provider.tsx'
import { Button } from '../../ui/button.tsx'
import { prepareVisit } from './prepare-visit.ts'
import { targetOf, useVisitReadiness, type Visit } from './use-visit-readiness.ts'
import type { NeededDocument, Problem, ReadinessItem } from './visit-needs.ts'

/*
 * "Make available offline" on an estimate or an installation: fetches what the visit needs, then says
 * per item what is on the device, or what is missing and why, with a retry. Once everything is there
 * the page keeps a small "Ready offline" badge, checked against the device each time it shows.
 */

/** The small badge a visit ready offline carries (the page, the dashboard's list of jobs). */
export function ReadyOfflineBadge() {
  return (
    <span className="inline-flex w-fit items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
      <CloudCheck className="size-3.5" aria-hidden />
      <Trans>Ready offline</Trans>
    </span>
  )
}

function ItemLabel({ item, kind }: { item: ReadinessItem; kind: Visit['kind'] }) {
  switch (item.key) {
    case 'estimate':
      return <Trans>The job’s estimate</Trans>
    case 'photos':
      return kind === 'event' ? (
        <Plural value={item.need} one="# photo of the job" other="# photos of the job" />
      ) : (
        <Plural value={item.need} one="# photo of the windows" other="# photos of the windows" />
      )
    case 'quotes':
      return <Trans>Quote versions</Trans>
    case 'documents':
      return <Plural value={item.need} one="# quote document (PDF)" other="# quote documents (PDF)" />
    case 'priceSheet':
      return <Trans>Price sheet</Trans>
    case 'catalog':
      return <Trans>Shop catalog</Trans>
  }
}

function ProblemText({ problem }: { problem: Problem }) {
  switch (problem) {
    case 'offline':
      return <Trans>no connection</Trans>
    case 'notFound':
      return <Trans>not on the server</Trans>
    case 'failed':
      return <Trans>the download failed</Trans>
  }
}

function ItemLine({ item, kind }: { item: ReadinessItem; kind: Visit['kind'] }) {
  const here = item.have >= item.need
  const { have, need } = item
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2 text-sm">
      <span className="text-slate-900">
        <ItemLabel item={item} kind={kind} />
      </span>
      {here ? (
        <span className="font-semibold text-emerald-800">
          <Trans>Ready offline</Trans>
        </span>
      ) : (
        <span className="font-semibold text-amber-900">
          {need > 1 ? (
            <Trans>
              {have} of {need} on this device
            </Trans>
          ) : (
            <Trans>Not on this device</Trans>
          )}
          {item.problem && (
            <>
              {' — '}
              <ProblemText problem={item.problem} />
            </>
          )}
        </span>
      )}
    </li>
  )
}

/** A job's documents, to open on site: online, or offline once kept on the device. */
function JobDocuments({ documents }: { documents: readonly NeededDocument[] }) {
  const { t } = useLingui()
  if (documents.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t`Quote documents`}>
      {documents.map(({ url, kind, number }) => (
        <li key={url}>
          <DocumentLink url={url}>
            {kind === 'invoice' ? (
              <Trans>Final invoice</Trans>
            ) : kind === 'warranty' ? (
              <Trans>Warranty certificate</Trans>
            ) : (
              <Trans>Quote {number} (PDF)</Trans>
            )}
          </DocumentLink>
        </li>
      ))}
    </ul>
  )
}

export function OfflineReadyPanel({ visit }: { visit: Visit }) {
  const { t } = useLingui()
  const headingId = useId()
  const { user } = useAuth()
  const sync = useSyncDatabase()
  const fetchPhoto = useFetchPhoto()
  const readiness = useVisitReadiness(visit)
  const [busy, setBusy] = useState(false)

  const prepare = async () => {
    if (!user || !sync || !fetchPhoto) return
    setBusy(true)
    try {
      await prepareVisit(targetOf(visit), { userId: user.id, sync, fetchPhoto })
    } finally {
      setBusy(false)
    }
  }
  const canPrepare = Boolean(user && sync && fetchPhoto) && !busy

  let heading: ReactNode
  if (busy)
    heading = (
      <>
        <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
        <Trans>Making it available offline…</Trans>
      </>
    )
  else if (readiness?.ready) heading = <ReadyOfflineBadge />
  else if (readiness?.prepared)
    heading = (
      <>
        <CloudAlert className="size-4 text-amber-700" aria-hidden />
        <Trans>Not everything is on this device</Trans>
      </>
    )
  else
    heading = (
      <>
        <CloudDownload className="size-4 text-brand-700" aria-hidden />
        <Trans>For a visit without signal</Trans>
      </>
    )

  const list = readiness && (
    <ul className="flex max-w-2xl flex-col divide-y divide-slate-100" aria-label={t`What the visit needs`}>
      {readiness.items.map((item) => (
        <ItemLine key={item.key} item={item} kind={visit.kind} />
      ))}
    </ul>
  )
  const notShared = readiness?.quotes.kind === 'notShared' && (
    <p className="text-sm text-slate-600">
      <Trans>The quote and the estimate’s photos belong to the seller and are not shared with you.</Trans>
    </p>
  )

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm print:hidden"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={headingId}
          className="flex items-center gap-2 text-base font-semibold text-slate-900"
          aria-live="polite"
        >
          {heading}
        </h2>
        {readiness && !readiness.prepared && (
          <Button variant="default" size="sm" disabled={!canPrepare} onClick={() => void prepare()}>
            <CloudDownload aria-hidden />
            <Trans>Make available offline</Trans>
          </Button>
        )}
        {readiness?.prepared && !readiness.ready && (
          <Button variant="outline" size="sm" disabled={!canPrepare} onClick={() => void prepare()}>
            <RotateCw aria-hidden />
            <Trans>Retry</Trans>
          </Button>
        )}
      </div>
      {readiness && !readiness.prepared && (
        <p className="text-sm text-slate-600">
          {visit.kind === 'event' ? (
            <Trans>
              Keep the job’s photos, its quote documents, the price sheet and the catalog on this device.
            </Trans>
          ) : (
            <Trans>
              Keep this estimate’s photos, its quote documents, the price sheet and the catalog on this
              device.
            </Trans>
          )}
        </p>
      )}
      {readiness?.prepared &&
        (readiness.ready ? (
          <details className="text-sm">
            <summary className="cursor-pointer font-semibold text-brand-700">
              <Trans>What is on this device</Trans>
            </summary>
            {list}
          </details>
        ) : (
          list
        ))}
      {readiness?.prepared && notShared}
      {visit.kind === 'event' && readiness && <JobDocuments documents={readiness.documents} />}
    </section>
  )
}
