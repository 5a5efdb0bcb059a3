import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../app/router-context.ts'
import { RootLayout } from '../features/layout/root-layout.tsx'
import { CrewVisits } from '../features/offline-ready/crew-visits.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <RootLayout />
      {/* A crew member's next installations, made available offline whatever page is open. */}
      <CrewVisits />
    </>
  ),
})
