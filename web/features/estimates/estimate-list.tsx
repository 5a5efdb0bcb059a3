import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { Pencil, Plus, Sparkles, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ESTIMATE_LIMITS, type Estimate } from '../../../domain/estimates/estimate.ts'
import { useFormats } from '../../app/use-formats.ts'
import { SyncedRecordState } from '../../app/sync/record-state-line.tsx'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { Input } from '../../ui/input.tsx'
import { useCreateEstimate } from './api/create-estimate.ts'
import { patchEstimate, useDeleteEstimate, useSaveEstimate } from './api/save-estimate.ts'
import { useEstimates } from './api/use-estimates.ts'
import { DeleteEstimateDialog } from './delete-estimate-dialog.tsx'
import { STATUS_LABELS } from './labels.ts'
import { WindowsSummary } from './windows-summary.tsx'

const STATUS_STYLES: Record<Estimate['status'], string> = {
  draft: 'bg-slate-100 text-slate-700',
  ready: 'bg-accent-100 text-brand-900',
  sent: 'bg-brand-100 text-brand-800',
  accepted: 'bg-emerald-100 text-emerald-800',
  scheduled: 'bg-emerald-100 text-emerald-800',
  installed: 'bg-emerald-700 text-white',
}

function RenameForm({ estimate, onDone }: { estimate: Estimate; onDone: () => void }) {
  const { t } = useLingui()
  const save = useSaveEstimate()
  return (
    <form
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        const name = String(new FormData(event.currentTarget).get('name') ?? '').trim()
        if (name) void save(estimate.id, patchEstimate({ name }))
        onDone()
      }}
    >
      <Input
        name="name"
        aria-label={t`New name for ${estimate.name}`}
        defaultValue={estimate.name}
        maxLength={ESTIMATE_LIMITS.name}
        required
        autoFocus
        onKeyDown={(event) => event.key === 'Escape' && onDone()}
      />
      <Button type="submit" size="sm" className="h-11">
        <Trans>Save</Trans>
      </Button>
    </form>
  )
}

function EstimateCard({ estimate, onDelete }: { estimate: Estimate; onDelete: () => void }) {
  const { i18n, t } = useLingui()
  const [renaming, setRenaming] = useState(false)
  const { number, money } = useFormats()
  // To a tenth, as the estimate itself and its quote give the glass area.
  const area = number(estimate.totalAreaSqFt)
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-accent-400 hover:shadow-md">
      {renaming ? (
        <RenameForm estimate={estimate} onDone={() => setRenaming(false)} />
      ) : (
        <Link
          to="/estimator"
          search={{ estimate: estimate.id }}
          className="flex flex-col gap-1 rounded-md focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
        >
          <span className="flex items-start justify-between gap-2">
            <span className="font-semibold text-brand-800">{estimate.name}</span>
            <span
              className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_STYLES[estimate.status])}
            >
              {i18n._(STATUS_LABELS[estimate.status])}
            </span>
          </span>
          <span className="text-sm text-slate-600">{estimate.customer || t`No customer`}</span>
          <span className="text-sm text-slate-700">
            <WindowsSummary count={estimate.totalWindows} area={area} />
          </span>
          <span className="text-lg font-bold text-slate-900 tabular-nums">
            {money(estimate.totalPriceCents)}
          </span>
        </Link>
      )}
      <SyncedRecordState collection="estimates" doc={estimate} className="text-xs" />
      <div className="flex gap-1 border-t border-slate-100 pt-2">
        <Button variant="ghost" size="sm" onClick={() => setRenaming((on) => !on)}>
          <Pencil aria-hidden />
          <Trans>Rename</Trans>
          <span className="sr-only">{estimate.name}</span>
        </Button>
        <Button variant="ghost" size="sm" className="text-red-700" onClick={onDelete}>
          <Trash2 aria-hidden />
          <Trans>Delete</Trans>
          <span className="sr-only">{estimate.name}</span>
        </Button>
      </div>
    </li>
  )
}

/** Estimates shown at first, and added by each "Show more". */
const PAGE_SIZE = 30

export function EstimateList() {
  const { t } = useLingui()
  const [limit, setLimit] = useState(PAGE_SIZE)
  const page = useEstimates(limit)
  const estimates = page?.estimates ?? null
  const create = useCreateEstimate()
  const remove = useDeleteEstimate()
  const navigate = useNavigate()
  const [creating, setCreating] = useState(false)
  const [deleting, setDeleting] = useState<Estimate | null>(null)

  const startNew = async () => {
    if (!create) return
    setCreating(true)
    try {
      const id = await create({ name: t`New estimate` })
      await navigate({ to: '/estimator', search: { estimate: id } })
    } finally {
      setCreating(false)
    }
  }

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">
          <Trans>Your estimates</Trans>
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to="/estimator" search={{ demo: true }}>
              <Sparkles aria-hidden />
              <Trans>Try the sample</Trans>
            </Link>
          </Button>
          <Button onClick={() => void startNew()} disabled={!create || creating}>
            <Plus aria-hidden />
            <Trans>New estimate</Trans>
          </Button>
        </div>
      </div>
      {estimates === null ? (
        <p className="text-slate-600">
          <Trans>Opening your estimates…</Trans>
        </p>
      ) : estimates.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
          <Trans>No estimates yet. They are saved on this device and sync when you are online.</Trans>
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Estimates`}>
          {estimates.map((estimate) => (
            <EstimateCard key={estimate.id} estimate={estimate} onDelete={() => setDeleting(estimate)} />
          ))}
        </ul>
      )}
      {page && page.total > page.estimates.length && (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" onClick={() => setLimit((current) => current + PAGE_SIZE)}>
            <Trans>
              Show more ({page.estimates.length} of {page.total})
            </Trans>
          </Button>
        </div>
      )}
      {deleting && (
        <DeleteEstimateDialog
          name={deleting.name}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            await remove(deleting.id)
            setDeleting(null)
          }}
        />
      )}
    </section>
  )
}
