import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '../../features/page-frame/page-frame.tsx'

export const Route = createFileRoute('/_team/calendar')({ component: () => <PageFrame id="calendar" /> })
