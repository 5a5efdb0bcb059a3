import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { NEW_WINDOW_DEFAULTS, totalAreaSqFt, totalWindows } from '../../../domain/estimates/estimate.ts'
import { Button } from '../../ui/button.tsx'
import { useCreateEstimate, type NewEstimate } from './api/create-estimate.ts'
import { useEstimates } from './api/use-estimates.ts'
import { WindowsSummary } from './windows-summary.tsx'

/** `?demo=true`: "New estimate" starts from this prefilled sample instead of a blank one. */
const SAMPLE = {
  name: msg`Sample estimate`,
  customer: msg`Sample customer`,
  living: msg`Living room`,
  kitchen: msg`Kitchen`,
}

export function EstimateList({ demo }: { demo: boolean }) {
  const { i18n, t } = useLingui()
  const estimates = useEstimates()
  const create = useCreateEstimate()
  const navigate = useNavigate()
  const [creating, setCreating] = useState(false)
  const area = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 })

  const startNew = async () => {
    if (!create) return
    setCreating(true)
    try {
      const input: NewEstimate = demo
        ? {
            name: i18n._(SAMPLE.name),
            customer: i18n._(SAMPLE.customer),
            windows: [
              {
                ...NEW_WINDOW_DEFAULTS,
                label: i18n._(SAMPLE.living),
                width: 48,
                height: 60,
                unit: 'inches',
                quantity: 2,
                filmType: 'energySaving',
                orientation: 'west',
              },
              {
                ...NEW_WINDOW_DEFAULTS,
                label: i18n._(SAMPLE.kitchen),
                width: 36,
                height: 36,
                unit: 'inches',
                quantity: 1,
                orientation: 'south',
              },
            ],
          }
        : { name: t`New estimate` }
      const id = await create(input)
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
        <Button onClick={() => void startNew()} disabled={!create || creating}>
          <Plus aria-hidden />
          {demo ? <Trans>New sample estimate</Trans> : <Trans>New estimate</Trans>}
        </Button>
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
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Estimates`}>
          {estimates.map((estimate) => {
            return (
              <li key={estimate.id}>
                <Link
                  to="/estimator"
                  search={{ estimate: estimate.id }}
                  className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-accent-400 hover:shadow-md"
                >
                  <span className="font-semibold text-brand-800">{estimate.name}</span>
                  <span className="text-sm text-slate-600">{estimate.customer || t`No customer`}</span>
                  <span className="text-sm text-slate-700">
                    <WindowsSummary
                      count={totalWindows(estimate.windows)}
                      area={area.format(totalAreaSqFt(estimate.windows))}
                    />
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
