import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { PostJobPage } from '../../features/marketplace/post-job-page.tsx'

/** `?estimateId=` attaches that saved estimate (the estimator links here with it). */
export const Route = createFileRoute('/_projects/post-job')({
  validateSearch: (search: Record<string, unknown>): { estimateId?: string } =>
    typeof search.estimateId === 'string' && search.estimateId.length <= 64
      ? { estimateId: search.estimateId }
      : {},
  loader: () => ensureCatalog('app'),
  component: PostJobPage,
})
