import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Estimate } from '../../../domain/estimates/estimate.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { EstimateEditor, SampleEstimateEditor } from './estimate-editor.tsx'
import { EstimateList } from './estimate-list.tsx'

/** /estimator: the user's estimates, kept on the device and synced (docs/decisions/005); ?demo=true the sample. */
export function EstimatorPage({
  estimate,
  demo,
  quotes,
  offline,
}: {
  estimate?: string
  demo: boolean
  /** The saved estimate's quote versions (see EstimateWorkspace). */
  quotes?: (estimate: Estimate) => ReactNode
  /** What keeps the saved estimate's visit available offline (see EstimateEditor). */
  offline?: (estimate: Estimate) => ReactNode
}) {
  const { t } = useLingui()
  return (
    <>
      <PageHeader
        title={t`Estimator`}
        description={t`Measure windows for residential, commercial and automotive jobs, and get the price, the film to cut and the energy savings as you go. Your estimates are saved on this device and sync when you are online.`}
      />
      {estimate ? (
        <EstimateEditor id={estimate} quotes={quotes} offline={offline} />
      ) : demo ? (
        <SampleEstimateEditor />
      ) : (
        <EstimateList />
      )}
    </>
  )
}
