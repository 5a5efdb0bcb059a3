import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ensureCatalog } from '../../app/i18n.ts'
import { describeFailure } from '../../features/marketplace/labels.ts'
import { ProjectPage } from '../../features/marketplace/project-page.tsx'
import { BidQuoteAcceptance } from '../../features/quotes/bid-quote-acceptance.tsx'

/** `?thread=<installerId>` opens that conversation (notification mails link here with it). */
export const Route = createFileRoute('/_projects/my-projects/$id')({
  validateSearch: (search: Record<string, unknown>): { thread?: string } =>
    typeof search.thread === 'string' && search.thread.length <= 64 ? { thread: search.thread } : {},
  loader: () => ensureCatalog('app'),
  component: function ProjectRoute() {
    const { id } = Route.useParams()
    const { thread } = Route.useSearch()
    const { i18n } = useLingui()
    return (
      <ProjectPage
        id={id}
        thread={thread}
        // A bid with a quote is hired by accepting the quote: the quotes feature's document and form.
        quoteSlot={({ job, bid }) => (
          <BidQuoteAcceptance
            jobId={job.id}
            bidId={bid.id}
            installerName={bid.installer.company || bid.installer.name}
            describeOther={(error) => describeFailure(i18n, error)}
          />
        )}
      />
    )
  },
})
