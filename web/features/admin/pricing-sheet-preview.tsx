import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { PricingSheet } from '../../../domain/estimator/pricing.ts'
import { previewPrices, type PreviewSample } from '../../../domain/settings/pricing-preview.ts'
import { formatMoney } from '../../../domain/money/money.ts'
import { Panel } from '../../ui/panel.tsx'

const SAMPLE_NAMES: Record<PreviewSample, MessageDescriptor> = {
  house: msg`12-window house`,
  storefront: msg`Storefront with transoms`,
  sedan: msg`Sedan, all side and rear glass`,
}

/** Three sample jobs priced with the saved sheet and with the one being edited. */
export function Preview({ current, next }: { current: PricingSheet; next: PricingSheet | null }) {
  const { t, i18n } = useLingui()
  const money = (cents: number) => formatMoney(cents, i18n.locale)
  const before = useMemo(() => previewPrices(current), [current])
  const after = useMemo(() => (next ? previewPrices(next) : null), [next])
  return (
    <Panel
      title={t`Preview`}
      description={t`Sample jobs priced with the saved sheet and with your changes (before you save them).`}
    >
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-2 sm:pr-3 font-semibold">
                <Trans>Sample estimate</Trans>
              </th>
              <th scope="col" className="py-2 pr-2 sm:pr-3 text-right font-semibold">
                <Trans>Saved</Trans>
              </th>
              <th scope="col" className="py-2 pr-2 sm:pr-3 text-right font-semibold">
                <Trans>Changed</Trans>
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                <Trans>Difference</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {before.map((row, index) => {
              const changed = after?.[index]
              const diff = changed ? changed.totalCents - row.totalCents : null
              const area = i18n.number(row.glassAreaSqFt, { maximumFractionDigits: 0 })
              return (
                <tr key={row.sample}>
                  <th scope="row" className="py-2 pr-2 sm:pr-3 font-medium text-slate-900">
                    {i18n._(SAMPLE_NAMES[row.sample])}
                    <span className="block text-xs font-normal text-slate-500">
                      <Trans>{area} sq ft of glass</Trans>
                    </span>
                  </th>
                  <td className="py-2 pr-2 sm:pr-3 text-right tabular-nums">{money(row.totalCents)}</td>
                  <td className="py-2 pr-2 sm:pr-3 text-right font-semibold tabular-nums">
                    {changed ? money(changed.totalCents) : '—'}
                  </td>
                  <td
                    className={
                      diff === null || diff === 0
                        ? 'py-2 text-right text-slate-500 tabular-nums'
                        : diff > 0
                          ? 'py-2 text-right font-medium text-emerald-800 tabular-nums'
                          : 'py-2 text-right font-medium text-red-700 tabular-nums'
                    }
                  >
                    {diff === null ? '—' : `${diff > 0 ? '+' : diff < 0 ? '−' : ''}${money(Math.abs(diff))}`}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {!next && (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>The preview waits for every field to be valid.</Trans>
        </p>
      )}
    </Panel>
  )
}
