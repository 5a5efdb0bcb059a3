import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { InstallerProfilePage } from '../features/installers/installer-profile-page.tsx'

export const Route = createFileRoute('/installers/$id')({
  loader: () => ensureCatalog('app'),
  component: InstallerProfileRoute,
})

function InstallerProfileRoute() {
  const { id } = Route.useParams()
  return <InstallerProfilePage installerId={id} />
}
