import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../app/router-context.ts'
import { RootLayout } from '../features/layout/root-layout.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({ component: RootLayout })
