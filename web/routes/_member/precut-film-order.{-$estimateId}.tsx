import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '../../features/page-frame/page-frame.tsx'

export const Route = createFileRoute('/_member/precut-film-order/{-$estimateId}')({
  component: () => <PageFrame id="precutFilmOrder" />,
})
