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
  return (
    <div className="flex flex-col gap-8">
      {versions.length > 0 && (
        <div ref={listRef} className="scroll-mt-24">
          <VersionsList versions={versions} onSign={(item) => setSigningId(item.id)} />
        </div>
      )}
      {/* A new version resets the builder to start from it. */}
      <QuoteBuilder
        key={latest?.id ?? 'first'}
        estimate={estimate}
        latest={latest}
        onMade={() => requestAnimationFrame(() => listRef.current?.scrollIntoView({ behavior: 'smooth' }))}
      />
      {signing && <DeviceSigning item={signing} onClose={() => setSigningId(null)} />}
    </div>
  )
}
