import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '../../ui/button.tsx'

/**
 * Back and forth between the pages of an admin list, with "Page n of m"; nothing when one page
 * holds it all. `previous` and `next` name the direction in the list's own terms (Newer / Older).
 */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
  previous,
  next,
}: {
  page: number
  total: number
  pageSize: number
  onPage: (page: number) => void
  previous: ReactNode
  next: ReactNode
}) {
  const { t } = useLingui()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  return (
    <nav aria-label={t`Pages`} className="flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previous}
      </Button>
      <span className="text-sm text-slate-600">{t`Page ${page} of ${pages}`}</span>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {next}
      </Button>
    </nav>
  )
}
