import { Trans } from '@lingui/react/macro'
import { RefreshCw } from 'lucide-react'
import { Button } from './button.tsx'
import { cn } from './cn.ts'

/** "Refresh" for a list read from the server: spins and waits while the list is being fetched. */
export function RefreshButton({ query }: { query: { refetch: () => unknown; isFetching: boolean } }) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => void query.refetch()}
      disabled={query.isFetching}
    >
      <RefreshCw className={cn(query.isFetching && 'animate-spin')} aria-hidden />
      <Trans>Refresh</Trans>
    </Button>
  )
}
