import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { BoardJobPage } from '../../features/marketplace/board-job-page.tsx'

export const Route = createFileRoute('/_installer/job-board/$id')({
  loader: () => ensureCatalog('app'),
  component: BoardJobRoute,
})

function BoardJobRoute() {
  const { id } = Route.useParams()
  // Another job starts the page afresh (an open bid form does not carry over).
  return <BoardJobPage key={id} id={id} />
}
