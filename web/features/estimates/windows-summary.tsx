import { Plural, Trans } from '@lingui/react/macro'

/** "3 windows · 42.5 sq ft" (`area` is already formatted for the locale). */
export function WindowsSummary({ count, area }: { count: number; area: string }) {
  return (
    <Trans>
      <Plural value={count} one="# window" other="# windows" /> · {area} sq ft
    </Trans>
  )
}
