import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from './button.tsx'

/** What a paged list query (TanStack Query's infinite query) tells the button. */
interface PagedList {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
}

/** Below a list shown newest first: loads the next, older page; nothing once there is none. */
export function ShowOlderButton({
  list,
  className,
  children,
}: {
  list: PagedList
  className?: string
  /** The button's words: "Show older orders". */
  children: ReactNode
}) {
  if (!list.hasNextPage) return null
  return (
    <div className={className}>
      <Button
        type="button"
        variant="outline"
        onClick={() => void list.fetchNextPage()}
        disabled={list.isFetchingNextPage}
      >
        {list.isFetchingNextPage ? <Trans>Loading…</Trans> : children}
      </Button>
    </div>
  )
}
