import { createFileRoute } from '@tanstack/react-router'
import { SessionReport } from '../features/auth/session-report.tsx'

export const Route = createFileRoute('/debug-auth')({ component: SessionReport })
