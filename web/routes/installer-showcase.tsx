import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '../features/page-frame/page-frame.tsx'

export const Route = createFileRoute('/installer-showcase')({
  component: () => <PageFrame id="installerShowcase" />,
})
