import { createFileRoute } from '@tanstack/react-router'
import { EnvironmentReport } from '../features/debug/environment-report.tsx'

export const Route = createFileRoute('/debug-env')({ component: EnvironmentReport })
