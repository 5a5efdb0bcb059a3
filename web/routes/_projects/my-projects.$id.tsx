import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { ProjectPage } from '../../features/marketplace/project-page.tsx'

/** `?thread=<installerId>` opens that conversation (notification mails link here with it). */
export const Route = createFileRoute('/_projects/my-projects/$id')({
  validateSearch: (search: Record<string, unknown>): { thread?: string } =>
    typeof search.thread === 'string' && search.thread.length <= 64 ? { thread: search.thread } : {},
  loader: () => ensureCatalog('app'),
  component: function ProjectRoute() {
    const { id } = Route.useParams()
    const { thread } = Route.useSearch()
    return <ProjectPage id={id} thread={thread} />
  },
})
