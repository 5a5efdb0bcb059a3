import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { ArrowLeft, Save, Scissors, Trash2 } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import type { Estimate } from '../../../domain/estimates/estimate.ts'
import { Button } from '../../ui/button.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { usePricingSheet } from '../../app/pricing-sheet-store.ts'
import { useCreateEstimate } from './api/create-estimate.ts'
import { applyUpdate, useDeleteEstimate, useSaveEstimate, type EstimateUpdate } from './api/save-estimate.ts'
import { useEstimate } from './api/use-estimate.ts'
import { ConflictBanner } from './conflict-banner.tsx'
import { DeleteEstimateDialog } from './delete-estimate-dialog.tsx'
import { EstimateWorkspace } from './estimate-workspace.tsx'
import { sampleEstimate } from './sample-estimate.ts'

function Shell({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 print:p-0">
      <Link
        to="/estimator"
        className="mb-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline print:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden />
        <Trans>All estimates</Trans>
      </Link>
      {children}
    </section>
  )
}

/** One of the user's estimates, edited on the device and synced. */
export function EstimateEditor({
  id,
  quotes,
  offline,
}: {
  id: string
  quotes?: (estimate: Estimate) => ReactNode
  /** "Make available offline" and its badge (web/features/offline-ready, composed by the route). */
  offline?: (estimate: Estimate) => ReactNode
}) {
  const lookup = useEstimate(id)
  const save = useSaveEstimate()
  const remove = useDeleteEstimate()
  const navigate = useNavigate()
  const [deleting, setDeleting] = useState(false)
  if (lookup.state !== 'found')
    return (
      <Shell>
        <p className="text-slate-600">
          {lookup.state === 'loading' ? (
            <Trans>Opening the estimate…</Trans>
          ) : (
            <Trans>This estimate is not on this device.</Trans>
          )}
        </p>
      </Shell>
    )
  const { estimate } = lookup
  return (
    <Shell>
      <ConflictBanner estimate={estimate} onDelete={() => setDeleting(true)} />
      {offline && <div className="mb-5">{offline(estimate)}</div>}
      <EstimateWorkspace
        estimate={estimate}
        apply={(update) => void save(estimate.id, update)}
        mode="synced"
        quotes={quotes}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/precut-film-order/{-$estimateId}" params={{ estimateId: estimate.id }}>
                <Scissors aria-hidden />
                <Trans>Pre-cut film order</Trans>
              </Link>
            </Button>
            <Button variant="ghost" className="text-red-700" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden />
              <Trans>Delete</Trans>
            </Button>
          </>
        }
      />
      {deleting && (
        <DeleteEstimateDialog
          name={estimate.name}
          onCancel={() => setDeleting(false)}
          onConfirm={async () => {
            await remove(estimate.id)
            await navigate({ to: '/estimator' })
          }}
        />
      )}
    </Shell>
  )
}

/** An estimate held in memory (the ?demo=true sample): edits work, nothing is saved. */
function useMemoryEstimate(initial: () => Estimate) {
  const [estimate, setEstimate] = useState(initial)
  const sheet = usePricingSheet()
  const apply = (update: EstimateUpdate) =>
    setEstimate((current) => applyUpdate(current, update, new Date(), sheet) ?? current)
  return { estimate, apply }
}

/**
 * "Save a copy": the sample (or a local estimate) becomes one of the user's synced estimates.
 * `onSaved` runs once the copy is made, before the page moves to it (the local draft is handed over).
 */
export function SaveCopyButton({ estimate, onSaved }: { estimate: Estimate; onSaved?: () => Promise<void> }) {
  const create = useCreateEstimate()
  const navigate = useNavigate()
  if (!create) return null
  return (
    <Button
      onClick={async () => {
        const id = await create({
          name: estimate.name,
          customer: estimate.customer,
          address: estimate.address,
          notes: estimate.notes,
          windows: estimate.windows.map(({ id: _, ...window }) => window),
        })
        await onSaved?.()
        await navigate({ to: '/estimator', search: { estimate: id } })
      }}
    >
      <Save aria-hidden />
      <Trans>Save to my estimates</Trans>
    </Button>
  )
}

export function SampleEstimateEditor() {
  const { i18n } = useLingui()
  const { user } = useAuth()
  const { estimate, apply } = useMemoryEstimate(() => sampleEstimate(i18n, user?.id ?? 'visitor'))
  return (
    <Shell>
      <p
        role="note"
        className="mb-5 rounded-lg border border-accent-300 bg-accent-50 px-4 py-3 text-sm text-brand-900"
      >
        <Trans>
          This is a sample estimate to try the estimator. Changes are not saved unless you save a copy.
        </Trans>
      </p>
      <EstimateWorkspace
        estimate={estimate}
        apply={apply}
        mode="sample"
        actions={<SaveCopyButton estimate={estimate} />}
      />
    </Shell>
  )
}
