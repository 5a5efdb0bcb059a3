import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '../../features/page-frame/page-frame.tsx'

/** `?demo=true` opens the prefilled sample estimate; anything else is an ordinary visit. */
export interface EstimatorSearch {
  demo?: true
}

export const Route = createFileRoute('/_member/estimator')({
  // The route tree loads eagerly, so this stays a two-line check rather than pulling zod into the first download.
  validateSearch: (search: Record<string, unknown>): EstimatorSearch =>
    search.demo === true || search.demo === 'true' ? { demo: true } : {},
  component: () => <PageFrame id="estimator" />,
})
