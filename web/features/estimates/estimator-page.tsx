import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, type ReactNode } from 'react'
import type { Estimate } from '../../../domain/estimates/estimate.ts'
import { Loader } from '../../ui/loader.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { EstimateList } from './estimate-list.tsx'

// The editor (windows, photos, the cut list, the quote's parts) loads when an estimate is opened:
// the list, where the estimator opens, is drawn without first fetching and running all of it.
const editor = () => import('./estimate-editor.tsx')
const EstimateEditor = lazy(() => editor().then((module) => ({ default: module.EstimateEditor })))
const SampleEstimateEditor = lazy(() => editor().then((module) => ({ default: module.SampleEstimateEditor })))

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
      {estimate || demo ? (
        <Suspense fallback={<Loader size="sm" className="min-h-[50vh] py-24" />}>
          {estimate ? (
            <EstimateEditor id={estimate} quotes={quotes} offline={offline} />
          ) : (
            <SampleEstimateEditor />
          )}
        </Suspense>
      ) : (
        <EstimateList />
      )}
    </>
  )
}
