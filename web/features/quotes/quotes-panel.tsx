import { Trans } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import type { Estimate } from '../../../domain/estimates/estimate.ts'
import { DeviceSigning } from './device-signing.tsx'
import { QuoteBuilder } from './quote-builder.tsx'
import { useQuoteVersions } from './versions.ts'
import { VersionsList } from './versions-list.tsx'

/**
 * The estimate's "Send & sign" view: its quote versions with what happened to each, and the builder
 * of the next one. Everything here works on the device; what needs the server waits in the outbox.
 */
export default function QuotesPanel({ estimate }: { estimate: Estimate }) {
  const versions = useQuoteVersions(estimate.id)
  const [signingId, setSigningId] = useState<string | null>(null)
  const listRef = useRef<HTMLDivElement>(null)
  if (versions === undefined)
    return (
      <p className="text-slate-600" role="status">
        <Trans>Opening the quotes…</Trans>
      </p>
    )
  const latest = versions[0]
  const signing = versions.find((item) => item.id === signingId)
  const installed = versions.some((item) => item.server?.job)
  return (
    <div className="flex flex-col gap-8">
      {versions.length > 0 && (
        <div ref={listRef} className="scroll-mt-24">
          <VersionsList versions={versions} onSign={(item) => setSigningId(item.id)} />
        </div>
      )}
      {installed ? (
        // Signed off, the job is done: a later version would quote work that is already on the glass.
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
          <Trans>
            This job is installed and signed off, so its quote is closed. Work the customer asks for next
            starts from a new estimate.
          </Trans>
        </p>
      ) : (
        // A new version resets the builder to start from it.
        <QuoteBuilder
          key={latest?.id ?? 'first'}
          estimate={estimate}
          latest={latest}
          onMade={() => requestAnimationFrame(() => listRef.current?.scrollIntoView({ behavior: 'smooth' }))}
        />
      )}
      {signing && <DeviceSigning item={signing} onClose={() => setSigningId(null)} />}
    </div>
  )
}
